// A reset link asked for and used through the real routes, for tests of what retires one.
import type { Database } from '../db';
import type { Bindings } from '../env';
import { call } from './harness';
import { mailedToken } from './mail';

/** Each request from its own address, so the per-address limit never decides a test. */
const freshClient = () => ({ 'cf-connecting-ip': `198.18.${Math.floor(Math.random() * 256)}.1` });

/** Asks for a reset link for the address and answers the token it mailed. */
export async function resetLinkFor(bindings: Bindings, db: Database, email: string) {
  const response = await call(bindings, 'POST', '/api/auth/forgot-password', {
    body: { email },
    headers: freshClient(),
  });
  if (response.status !== 200) throw new Error(`forgot-password answered ${response.status}`);
  return mailedToken(db, email, 'password-reset');
}

/** Sets a new password with a reset link; the answer is the reset route's. */
export const resetWith = (bindings: Bindings, token: string, password = 'fresh-pass-42') =>
  call(bindings, 'POST', '/api/auth/reset-password', {
    body: { token, password, confirmPassword: password },
    headers: freshClient(),
  });
