// Session tokens: HS256 JWTs carrying the user id (sub) and the session id (sid). The session row
// is checked on every request, so logout and deactivation revoke a token at once.
import { jwtVerify, SignJWT } from 'jose';
import { fail } from './errors';

export const tokenIssuer = 'retrofit-smarter-greener';
const audience = 'retrofit-smarter-greener-api';

/** The signing key; a missing or short JWT_SECRET is a server fault, never a silent default. */
export function secretKey(secret: string | undefined): Uint8Array {
  if (!secret || secret.length < 32) {
    console.error('JWT_SECRET is missing or shorter than 32 characters');
    fail(500, 'This server is missing its signing secret (JWT_SECRET).');
  }
  return new TextEncoder().encode(secret);
}

export function signSessionToken(
  secret: string | undefined,
  claims: { userId: number; sessionId: string; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(tokenIssuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(secretKey(secret));
}

/** The session id and user id of a valid token, or null for anything else. */
export async function readSessionToken(
  secret: string | undefined,
  token: string,
): Promise<{ userId: number; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), {
      algorithms: ['HS256'],
      issuer: tokenIssuer,
      audience,
      typ: 'JWT',
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
    return { userId, sessionId: payload.sid };
  } catch {
    return null;
  }
}
