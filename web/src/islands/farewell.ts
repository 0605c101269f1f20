// The toast a sign-out leaves for the page it reloads at ('Logged Out', or 'Account Deleted'),
// shown on a server-rendered page by the account island rather than by waking the app
// (docs/decisions/006): drawn from the account template's FarewellToast, for as long as the app's
// toasts show, or until closed.
import { limits } from '#schema/limits';
import { accountParts, accountTemplateId } from '#schema/page-waking';
import { takeFarewell } from '../api/logOut';

/** Shows the farewell a sign-out left, if any, once. */
export function showFarewell(): void {
  const template = document.getElementById(accountTemplateId);
  if (!(template instanceof HTMLTemplateElement)) return;
  const farewell = takeFarewell();
  const toast = template.content.querySelector(`[${accountParts.farewell}]`)?.cloneNode(true) as
    | HTMLElement
    | undefined;
  if (!farewell || !toast) return;
  const text = (name: 'farewellTitle' | 'farewellDescription', words: string) => {
    const element = toast.querySelector(`[${accountParts[name]}]`);
    if (element) element.textContent = words;
  };
  text('farewellTitle', farewell.title);
  text('farewellDescription', farewell.description);
  const close = () => toast.remove();
  toast.querySelector(`[${accountParts.farewellClose}]`)?.addEventListener('click', close);
  document.body.append(toast);
  setTimeout(close, limits.toastDurationMs);
}
