import { logoutTexts } from '../lib/accountTexts';
import { clearSignIn } from '../lib/signIn';
import { showToast } from '../lib/toaster';
import { api } from './client';

/**
 * Signs out (spec public-site §2): the server revokes the session if it can be reached, the browser
 * forgets the sign-in either way, and a full reload to / drops every answer cached for the user.
 */
export async function logOut(): Promise<void> {
  // Best effort: an unreachable server or an already expired session must not keep anyone signed in.
  await api.auth.logout.$post().catch(() => undefined);
  clearSignIn();
  showToast({ type: 'success', title: logoutTexts.title, description: logoutTexts.description });
  window.location.assign('/');
}
