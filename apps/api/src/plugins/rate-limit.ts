import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';

/**
 * Registers @fastify/rate-limit without a global limit; routes opt in with `attemptLimit`. With
 * REDIS_URL the counters live in Redis, so several server instances share them; otherwise in memory.
 */
export async function registerRateLimit(app: FastifyInstance) {
  let redis: Redis | undefined;
  if (app.config.redisUrl) {
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
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'idl-rate-limit:' } : {}),
  });
}

type KeyOf = (request: FastifyRequest) => string | undefined;

/**
 * A preHandler limiting attempts on one route both per client IP and per e-mail (read from the body
 * or the query), answering 429 with Retry-After when either limit is used up.
 */
export function attemptLimit(app: FastifyInstance, name: string) {
  const { perIp, perEmail, windowSeconds } = app.config.authRateLimit;
  // Keys carry the route's name themselves: limiters made by createRateLimit share one store prefix.
  const limiter = (max: number, keyOf: KeyOf) => {
    const check = app.createRateLimit({
      max,
      timeWindow: windowSeconds * 1000,
      // An unreachable Redis must not lock everybody out of their account: count nothing until it is back.
      skipOnError: true,
      keyGenerator: (request) => keyOf(request) ?? '',
    });
    return async (request: FastifyRequest) => (keyOf(request) === undefined ? undefined : check(request));
  };
  const limiters = [
    limiter(perIp, (request) => `${name}:ip:${request.ip}`),
    limiter(perEmail, (request) => {
      const email = emailOf(request);
      // Hashed so the shared store holds no e-mail addresses.
      return email
        ? `${name}:email:${createHash('sha256').update(email).digest('hex').slice(0, 32)}`
        : undefined;
    }),
  ];
  return async function limitAttempts(request: FastifyRequest, reply: FastifyReply) {
    for (const check of limiters) {
      const result = await check(request);
      if (result && !result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
        throw new AppError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a while and try again.');
      }
    }
  };
}

function emailOf(request: FastifyRequest): string | undefined {
  const fromBody = (request.body as { email?: unknown } | undefined)?.email;
  const fromQuery = (request.query as { email?: unknown } | undefined)?.email;
  const email = typeof fromBody === 'string' ? fromBody : typeof fromQuery === 'string' ? fromQuery : '';
  return email.trim().toLowerCase() || undefined;
}
