// The keyed hash of the caller's network address, as sign-ins record it
// (docs/decisions/019-proven-e-mail-and-held-reviews.md). Null when Cloudflare gave no address, so
// unknown callers are never linked to each other.
import type { Context, Input } from 'hono';
import type { AppEnv } from '../env';
import { hashAddress } from '../lib/address-hash';

export async function signInAddressHash(c: Context<AppEnv, string, Input>) {
  const address = c.req.header('cf-connecting-ip');
  return address ? hashAddress(c.env.JWT_SECRET, address) : null;
}
