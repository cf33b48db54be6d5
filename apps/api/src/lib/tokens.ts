import { jwtVerify, SignJWT } from 'jose';

export interface AccessTokenClaims {
  userId: number;
  role: 'PATIENT' | 'ADMIN';
}

const ISSUER = 'interdentallab';
const TTL = '12h';

const keyCache = new Map<string, Uint8Array>();
const keyFor = (secret: string) => {
  let key = keyCache.get(secret);
  if (!key) keyCache.set(secret, (key = new TextEncoder().encode(secret)));
  return key;
};

/** A signed (HS256) access token that expires after 12 hours. */
export function signAccessToken(secret: string, claims: AccessTokenClaims): Promise<string> {
  return new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(TTL)
    .sign(keyFor(secret));
}

/** The token's user id, or undefined when it is malformed, forged or expired. */
export async function verifyAccessToken(secret: string, token: string): Promise<number | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    const id = Number(payload.sub);
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}
