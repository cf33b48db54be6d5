import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountDeactivated, forbidden, unauthorized } from '../lib/app-error';
import { verifyAccessToken } from '../lib/tokens';
import { usersRepository } from '../modules/users/users.repository';

export interface AuthUser {
  id: number;
  email: string;
  role: 'PATIENT' | 'ADMIN';
  firstName: string;
  lastName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `optionalUser`, `requireUser` or `requireAdmin`. */
    user?: AuthUser;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Resolves the caller from the bearer token. The account is re-read on every request, so a
 * deactivation or deletion takes effect at once, not when the token expires.
 */
async function resolveUser(request: FastifyRequest, required: boolean): Promise<AuthUser | undefined> {
  const token = bearer(request);
  if (!token) {
    if (required) throw unauthorized();
    return undefined;
  }
  const app = request.server;
  const userId = await verifyAccessToken(app.config.jwtSecret, token);
  if (!userId) throw unauthorized('Your session has expired. Please log in again.');
  const row = await usersRepository(app.database.db).findById(userId);
  if (!row) throw unauthorized('Your session has expired. Please log in again.');
  if (row.status !== 'active') {
    throw accountDeactivated();
  }
  const user = {
    id: row.id,
    email: row.email,
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
  };
  request.user = user;
  return user;
}

/** preHandler: the caller may be anonymous; a token that is sent must be valid. */
export async function optionalUser(request: FastifyRequest, _reply: FastifyReply) {
  await resolveUser(request, false);
}

/** preHandler: a signed-in, active account. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  await resolveUser(request, true);
}

/** preHandler: a signed-in, active ADMIN (401 without a token, 403 for anyone else). */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
  const user = await resolveUser(request, true);
  if (user?.role !== 'ADMIN') throw forbidden('This needs an administrator account');
}

/** The signed-in user inside a handler guarded by requireUser / requireAdmin. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
