// Upload links for the Worker's own upload route, used when no R2 S3 credentials are configured:
// a short-lived HS256 token naming the one object its holder may write, with its type, its
// largest size and its owner. Its audience differs from session tokens', so neither can stand in
// for the other.
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { tokenIssuer as issuer, secretKey } from './jwt';

const audience = 'retrofit-smarter-greener-upload';

/** How long an upload link (token or presigned URL) stays usable. */
export const uploadLinkSeconds = 10 * 60;

export interface UploadTicket {
  key: string;
  contentType: string;
  size: number;
  ownerId: number;
}

export function signUploadToken(
  secret: string | undefined,
  ticket: UploadTicket,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ key: ticket.key, contentType: ticket.contentType, size: ticket.size })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(ticket.ownerId))
    .setIssuer(issuer)
    .setAudience(audience)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secretKey(secret));
}

/** The ticket of a valid, unexpired token, or null for anything else. */
export async function readUploadToken(
  secret: string | undefined,
  token: string,
): Promise<UploadTicket | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), {
      algorithms: ['HS256'],
      issuer,
      audience,
      typ: 'JWT',
      requiredClaims: ['exp', 'sub'],
    });
    const { key, contentType, size } = payload;
    const ownerId = Number(payload.sub);
    if (typeof key !== 'string' || typeof contentType !== 'string') return null;
    if (!Number.isInteger(size) || !Number.isInteger(ownerId)) return null;
    return { key, contentType, size: size as number, ownerId };
  } catch {
    return null;
  }
}

/**
 * The key a token names, read without checking signature or expiry: finalising may come after
 * the link has expired, and it is authorised by the caller's session and the upload's owner, not
 * by this token.
 */
export function keyInUploadToken(token: string): string | null {
  try {
    const { key } = decodeJwt(token);
    return typeof key === 'string' ? key : null;
  } catch {
    return null;
  }
}
