import type { Redis } from 'ioredis';

/**
 * Counters of failed attempts with an expiry, and "blocked until" marks: in memory (per process) or
 * in Redis (shared by every instance). Keys are the caller's business; values expire on their own.
 */
export interface AttemptStore {
  /** Adds one to the counter and returns it; the counter lives `ttlMs` after its last addition. */
  increment(key: string, ttlMs: number): Promise<number>;
  count(key: string): Promise<number>;
  /** Refuses `key` for `ms` milliseconds. */
  block(key: string, ms: number): Promise<void>;
  /** Milliseconds `key` stays refused (0 when it is not). */
  blockedFor(key: string): Promise<number>;
  clear(key: string): Promise<void>;
}

export function memoryAttemptStore(now: () => number): AttemptStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const blocks = new Map<string, number>();
  const sweep = () => {
    if (counters.size + blocks.size < 10_000) return;
    const at = now();
    for (const [key, entry] of counters) if (entry.expiresAt <= at) counters.delete(key);
    for (const [key, until] of blocks) if (until <= at) blocks.delete(key);
  };
  const live = (key: string) => {
    const entry = counters.get(key);
    return entry && entry.expiresAt > now() ? entry : undefined;
  };
  return {
    async increment(key, ttlMs) {
      sweep();
      const count = (live(key)?.count ?? 0) + 1;
      counters.set(key, { count, expiresAt: now() + ttlMs });
      return count;
    },
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async block(key, ms) {
      sweep();
      blocks.set(key, now() + ms);
    },
    async blockedFor(key) {
      return Math.max(0, (blocks.get(key) ?? 0) - now());
    },
    async clear(key) {
      counters.delete(key);
      blocks.delete(key);
    },
  };
}

export function redisAttemptStore(redis: Redis, prefix: string): AttemptStore {
  return {
    async increment(key, ttlMs) {
      const result = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, ttlMs)
        .exec();
      return Number(result?.[0]?.[1] ?? 0);
    },
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async block(key, ms) {
      await redis.set(`${prefix}${key}:until`, '1', 'PX', Math.max(1, Math.round(ms)));
    },
    async blockedFor(key) {
      return Math.max(0, await redis.pttl(`${prefix}${key}:until`));
    },
    async clear(key) {
      await redis.del(prefix + key, `${prefix}${key}:until`);
    },
  };
}
