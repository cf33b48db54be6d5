import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/app-error';

/** Dotted path of the first string holding U+0000 inside a parsed request part, if any. */
function pathOfNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = key.includes('\u0000')
      ? `${path}.${key}`
      : pathOfNul(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses text holding a NUL character (U+0000) with a 400 on every route: PostgreSQL text cannot
 * store it (the insert or search failed with a 500), and no field of the shop needs it.
 */
export function registerInputChecks(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = pathOfNul(value, '');
      if (found !== undefined) {
        const field = found || part;
        throw badRequest(`${field}: must not contain a NUL character`, [
          { field, message: 'must not contain a NUL character' },
        ]);
      }
    }
  });
}
