import { sessionKeys } from '#schema/storage-keys';
import { logoutTexts } from '../lib/accountTexts';
import { clearSignIn } from '../lib/signIn';
import { showToast } from '../lib/toaster';
import { api } from './client';

/** A toast carried over the full reload to /, once (this tab only: `sessionKeys.farewell`). */
export interface Farewell {
  title: string;
  description: string;
}

/**
 * Forgets the sign-in here and reloads the site at /, where `farewell` shows once. The full reload
 * drops every answer cached for the user and every request still in flight: one answered 401 by
 * the ended session cannot send the visitor to sign in instead.
 */
export function leaveSignedOut(farewell: Farewell): void {
  clearSignIn();
  sessionStorage.setItem(sessionKeys.farewell, JSON.stringify(farewell));
  window.location.assign('/');
}

/**
 * Signs out (docs/product/public-site.md §2.2): the server revokes the session if it can be
 * reached, and the browser forgets the sign-in either way.
 */
export async function logOut(): Promise<void> {
  // Best effort: an unreachable server or an already expired session must not keep anyone signed in.
  await api.auth.logout.$post().catch(() => undefined);
  leaveSignedOut({ title: logoutTexts.title, description: logoutTexts.description });
}

/**
 * The toast a page left for the reload that opened this one (`leaveSignedOut`): 'Logged Out'
 * (docs/product/public-site.md §8) or 'Account Deleted'; taken, so it shows once. The account
 * island shows it on a server-rendered page, the app on any other.
 */
export function takeFarewell(): Farewell | null {
  const stored = sessionStorage.getItem(sessionKeys.farewell);
  if (stored === null) return null;
  sessionStorage.removeItem(sessionKeys.farewell);
  return parseFarewell(stored);
}

/** On start: the farewell, if a page left one, as a toast. */
export function announceLogOut(): void {
  const farewell = takeFarewell();
  if (farewell) showToast({ type: 'success', ...farewell });
}

function parseFarewell(stored: string): Farewell {
  try {
    const { title, description } = JSON.parse(stored) as Partial<Farewell>;
    if (typeof title === 'string' && typeof description === 'string') return { title, description };
  } catch {
    // Left by an older version of the app: the sign-out's own words.
  }
  return { title: logoutTexts.title, description: logoutTexts.description };
}
