import { logoutTexts } from '../lib/accountTexts';
import { clearSignIn } from '../lib/signIn';
import { showToast } from '../lib/toaster';
import { api } from './client';

/** Carries the 'Logged Out' toast over the full reload, once (this tab only). */
const loggedOutFlag = 'loggedOut';

/**
 * Signs out (docs/product/public-site.md §2.2): the server revokes the session if it can be
 * reached, the browser forgets the sign-in either way, and a full reload to / drops every answer
 * cached for the user.
 */
export async function logOut(): Promise<void> {
  // Best effort: an unreachable server or an already expired session must not keep anyone signed in.
  await api.auth.logout.$post().catch(() => undefined);
  clearSignIn();
  sessionStorage.setItem(loggedOutFlag, '1');
  window.location.assign('/');
}

/**
 * On start: the 'Logged Out' toast (docs/product/public-site.md §8), when the page was loaded by
 * `logOut`.
 */
export function announceLogOut(): void {
  if (sessionStorage.getItem(loggedOutFlag) === null) return;
  sessionStorage.removeItem(loggedOutFlag);
  showToast({ type: 'success', title: logoutTexts.title, description: logoutTexts.description });
}
