import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountDeactivated, AppError, forbidden, unauthorized } from '../lib/app-error';
import { ACCESS_TOKEN_TTL_SECONDS, verifyAccessToken } from '../lib/tokens';
import { sessionsRepository } from '../modules/users/sessions.repository';

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
    /** The session (its public id) the caller's token names. */
    sessionId?: string;
  }
}

/** The web app's session cookie: HttpOnly, SameSite=Lax, Secure over HTTPS. */
export const SESSION_COOKIE = 'idl_session';
/**
 * A state-changing call authenticated by the cookie must carry this header. A page on another site
 * cannot add a custom header to a cross-site request without a CORS preflight, which this server
 * never grants, so a forged form or fetch from elsewhere is refused.
 */
export const CSRF_HEADER = 'x-requested-with';
/** Last-seen is written at most this often per session, so reads do not all turn into writes. */
const LAST_SEEN_EVERY_MS = 60_000;
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The caller's token: the Authorization header (API clients) or the session cookie (the web app). */
function tokenOf(request: FastifyRequest): { token: string; viaCookie: boolean } | undefined {
  const fromHeader = bearer(request);
  if (fromHeader) return { token: fromHeader, viaCookie: false };
  const fromCookie = request.cookies?.[SESSION_COOKIE];
  return fromCookie ? { token: fromCookie, viaCookie: true } : undefined;
}

/** Sets the session cookie on a sign-in answer. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // request.protocol follows X-Forwarded-Proto only when TRUST_PROXY believes the proxy.
    secure: request.protocol === 'https',
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

const sessionEnded = () => unauthorized('Your session has ended. Please log in again.');

/**
 * Resolves the caller from the token and the session record it names. Both are re-read on every
 * request, so a sign-out, a password change or a deactivation takes effect at once on every instance.
 */
async function resolveUser(request: FastifyRequest, required: boolean): Promise<AuthUser | undefined> {
  const found = tokenOf(request);
  if (!found) {
    if (required) throw unauthorized();
    return undefined;
  }
  if (found.viaCookie && !safeMethods.has(request.method) && !request.headers[CSRF_HEADER]) {
    throw new AppError(
      403,
      'FORBIDDEN',
      'This request did not come from the shop’s own pages, so it was refused. Reload the page and try again.',
    );
  }
  const app = request.server;
  const claims = await verifyAccessToken(app.config.jwtSecret, found.token);
  if (!claims) throw unauthorized('Your session has expired. Please log in again.');
  const sessions = sessionsRepository(app.database.db);
  const row = await sessions.findWithUser(claims.sessionId);
  if (!row || row.user_id !== claims.userId) throw sessionEnded();
  // Before the session's own state: a deactivated account ends its sessions, and its owner is told why.
  if (row.status !== 'active') throw accountDeactivated();
  // The tokens' clock, like the token's expiry (the shop's clock moves in tests; see `Deps.tokenNow`).
  const now = app.deps.tokenNow();
  if (row.revoked_at !== null || row.expires_at <= now.toISOString()) throw sessionEnded();
  if (now.getTime() - Date.parse(row.last_seen_at) >= LAST_SEEN_EVERY_MS) {
    await sessions.touch(row.session_id, now.toISOString());
  }
  const user = {
    id: row.user_id,
    email: row.email,
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
  };
  request.user = user;
  request.sessionId = claims.sessionId;
  return user;
}

/** preHandler: the caller may be anonymous; a token that is sent must be valid. */
export async function optionalUser(request: FastifyRequest, _reply: FastifyReply) {
  try {
    await resolveUser(request, false);
  } catch (error) {
    // A browser may still hold the cookie of an ended session: on a page anyone may see, it is a visitor.
    const ended = error instanceof AppError && error.statusCode === 401;
    if (!(ended && tokenOf(request)?.viaCookie)) throw error;
  }
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
