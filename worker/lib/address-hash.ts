// A sign-in's network address as it is stored: HMAC-SHA256 under the server's signing secret,
// labelled so it can never be mistaken for a session signature. Equal addresses give equal hashes
// (which is all the review checks need); without the secret the hash cannot be reversed by trying
// the 2^32 IPv4 addresses (docs/decisions/019-proven-e-mail-and-held-reviews.md).
import { secretKey } from './jwt';

export async function hashAddress(secret: string | undefined, address: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    secretKey(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign(
    'HMAC',
    key,
    new TextEncoder().encode(`sign-in-address:${address}`),
  );
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
