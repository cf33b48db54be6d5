import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';
import { memoryAttemptStore, redisAttemptStore, type AttemptStore } from './attempt-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed-attempt counters (sign-in delays), in Redis when REDIS_URL is set. */
    attemptStore: AttemptStore;
  }
}

/**
 * Registers @fastify/rate-limit without a global limit; routes opt in with `attemptLimit`. With
 * REDIS_URL the counters live in Redis, so several server instances share them; otherwise in memory.
 */
export async function registerRateLimit(app: FastifyInstance) {
  let redis: Redis | undefined;
  if (app.config.redisUrl) {
    const { Redis } = await import('ioredis');
    // Without an offline queue a command fails at once while Redis is unreachable (the limiters then
    // count nothing) instead of holding sign-ins until it is back; the client keeps reconnecting.
    const client = new Redis(app.config.redisUrl, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    client.on('error', (error: Error) =>
      app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable'),
    );
    await client.connect().catch(() => undefined);
    app.addHook('onClose', async () => {
      if (client.status === 'ready') await client.quit();
      else client.disconnect();
    });
    redis = client;
  }
  app.decorate(
    'attemptStore',
    redis ? redisAttemptStore(redis, 'idl-attempts:') : memoryAttemptStore(() => app.deps.now().getTime()),
  );
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'idl-rate-limit:' } : {}),
  });
}

export const tooManyAttempts = (reply: FastifyReply, retryAfterSeconds: number) => {
  reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return new AppError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a while and try again.');
};

/**
 * Failed sign-ins, counted per client IP and per (IP, e-mail), never per e-mail alone, so nobody can
 * lock an account out from elsewhere. Past `perEmail` failures of one pair each further attempt
 * waits twice as long as the one before (1 s, 2 s, 4 s, ... up to the window); past `perIp` failures
 * the IP waits the whole window. A successful sign-in clears its pair's count.
 */
export function signInLimit(app: FastifyInstance) {
  const { perIp, perEmail, windowSeconds } = app.config.authRateLimit;
  const windowMs = windowSeconds * 1000;
  const store = app.attemptStore;
  const keysOf = (request: FastifyRequest) => {
    const email = emailOf(request) ?? '';
    const pair = createHash('sha256').update(`${request.ip}\n${email}`).digest('hex').slice(0, 32);
    return { ip: `sign-in:ip:${request.ip}`, pair: `sign-in:pair:${pair}` };
  };
  // An unreachable Redis must not keep people out of their accounts: it then counts nothing.
  const tolerant = async <T>(run: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      app.log.warn({ err: error }, 'sign-in attempt counters unavailable');
      return fallback;
    }
  };
  return {
    /** preHandler: 429 with Retry-After while the IP or the pair has to wait. */
    async check(request: FastifyRequest, reply: FastifyReply) {
      const keys = keysOf(request);
      const waitMs = await tolerant(
        async () => Math.max(await store.blockedFor(keys.ip), await store.blockedFor(keys.pair)),
        0,
      );
      if (waitMs > 0) throw tooManyAttempts(reply, waitMs / 1000);
    },
    async failed(request: FastifyRequest) {
      const keys = keysOf(request);
      await tolerant(async () => {
        const fromIp = await store.increment(keys.ip, windowMs);
        if (fromIp >= perIp) await store.block(keys.ip, windowMs);
        const fromPair = await store.increment(keys.pair, windowMs);
        if (fromPair >= perEmail)
          await store.block(keys.pair, Math.min(windowMs, 1000 * 2 ** (fromPair - perEmail)));
      }, undefined);
    },
    async succeeded(request: FastifyRequest) {
      await tolerant(() => store.clear(keysOf(request).pair), undefined);
    },
  };
}

/** How many calls one client IP and one target (an e-mail, a reference number) may make per window. */
export interface LimitSettings {
  perIp: number;
  perTarget: number;
  windowSeconds: number;
}

/**
 * Limits calls of one route per client IP and per target (an e-mail or reference the request names;
 * hashed, so the shared store holds none), answering 429 with Retry-After when either is used up.
 * Every call counts. `check` takes the target when the route reads it itself (a multipart body is
 * only read inside the handler).
 */
export function requestLimit(
  app: FastifyInstance,
  name: string,
  settings: LimitSettings,
  targetOf: (request: FastifyRequest) => string | undefined = emailOf,
) {
  // Keys carry the route's name themselves: limiters made by createRateLimit share one store prefix.
  const limiter = (max: number) =>
    app.createRateLimit({
      max,
      timeWindow: settings.windowSeconds * 1000,
      // An unreachable Redis must not lock everybody out: count nothing until it is back.
      skipOnError: true,
      keyGenerator: (request) => (request as FastifyRequest & { limitKey?: string }).limitKey ?? '',
    });
  const byIp = limiter(settings.perIp);
  const byTarget = limiter(settings.perTarget);
  const run = async (
    check: ReturnType<typeof limiter>,
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
  ) => {
    (request as FastifyRequest & { limitKey?: string }).limitKey = key;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(reply, result.ttlInSeconds);
  };
  async function check(request: FastifyRequest, reply: FastifyReply, target = targetOf(request)) {
    await run(byIp, request, reply, `${name}:ip:${request.ip}`);
    const normalized = target?.trim().toLowerCase();
    if (normalized) {
      const hashed = createHash('sha256').update(normalized).digest('hex').slice(0, 32);
      await run(byTarget, request, reply, `${name}:target:${hashed}`);
    }
  }
  return {
    check,
    /** The same check as a preHandler, for routes whose body is parsed before it runs. */
    preHandler: (request: FastifyRequest, reply: FastifyReply) => check(request, reply),
  };
}

/**
 * A preHandler limiting attempts on one route both per client IP and per e-mail (read from the body
 * or the query), answering 429 with Retry-After when either limit is used up.
 */
export function attemptLimit(app: FastifyInstance, name: string) {
  const { perIp, perEmail, windowSeconds } = app.config.authRateLimit;
  return requestLimit(app, name, { perIp, perTarget: perEmail, windowSeconds }).preHandler;
}

/** The reference number a request names (warranty look-ups, contracts, claims). */
export function referenceOf(request: FastifyRequest): string | undefined {
  const reference = (request.body as { reference?: unknown } | undefined)?.reference;
  return typeof reference === 'string' ? reference : undefined;
}

function emailOf(request: FastifyRequest): string | undefined {
  const fromBody = (request.body as { email?: unknown } | undefined)?.email;
  const fromQuery = (request.query as { email?: unknown } | undefined)?.email;
  const email = typeof fromBody === 'string' ? fromBody : typeof fromQuery === 'string' ? fromQuery : '';
  return email.trim().toLowerCase() || undefined;
}
