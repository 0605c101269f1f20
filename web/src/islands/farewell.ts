// The toast a sign-out leaves for the page it reloads at ('Logged Out', or 'Account Deleted'),
// shown on a server-rendered page by the account island rather than by waking the app
// (docs/decisions/006): drawn from the account template's FarewellToast, for as long as the app's
// toasts show, or until closed.
import { limits } from '#schema/limits';
import { accountParts, accountTemplateId } from '#schema/page-waking';
import { takeFarewell } from '../api/logOut';
import { partsIn } from './templateParts';

/** Shows the farewell a sign-out left, if any, once. */
export function showFarewell(): void {
  const template = document.getElementById(accountTemplateId);
  if (!(template instanceof HTMLTemplateElement)) return;
  const farewell = takeFarewell();
  const toast = partsIn(template.content, accountParts)('farewell')?.cloneNode(true);
  if (!farewell || !(toast instanceof HTMLElement)) return;
  const part = partsIn(toast, accountParts);
  const title = part('farewellTitle');
  const description = part('farewellDescription');
  if (title) title.textContent = farewell.title;
  if (description) description.textContent = farewell.description;
  const close = () => toast.remove();
  part('farewellClose')?.addEventListener('click', close);
  document.body.append(toast);
  setTimeout(close, limits.toastDurationMs);
}
