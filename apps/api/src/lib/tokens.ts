import { jwtVerify, SignJWT } from 'jose';

export interface AccessTokenClaims {
  userId: number;
  role: 'PATIENT' | 'ADMIN';
  /** The session record the token belongs to; ending it ends the token. */
  sessionId: string;
}

const ISSUER = 'interdentallab';
/** How long a token (and its session) lives at most. */
export const ACCESS_TOKEN_TTL_SECONDS = 12 * 60 * 60;

const keyCache = new Map<string, Uint8Array>();
const keyFor = (secret: string) => {
  let key = keyCache.get(secret);
  if (!key) keyCache.set(secret, (key = new TextEncoder().encode(secret)));
  return key;
};

/** A signed (HS256) access token naming its session, that expires after 12 hours. */
export function signAccessToken(secret: string, claims: AccessTokenClaims): Promise<string> {
  return new SignJWT({ role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(keyFor(secret));
}

/** The token's user and session, or undefined when it is malformed, forged, expired or sessionless. */
export async function verifyAccessToken(
  secret: string,
  token: string,
): Promise<{ userId: number; sessionId: string } | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    const id = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isInteger(id) || id <= 0 || typeof sessionId !== 'string' || sessionId === '')
      return undefined;
    return { userId: id, sessionId };
  } catch {
    return undefined;
  }
}
