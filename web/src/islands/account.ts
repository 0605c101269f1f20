// The account island (docs/decisions/006): on a server-rendered page opened with a stored sign-in,
// it asks who is signed in and draws the signed-in header's end (a trade's My Dashboard, staff's
// quote bell, the avatar menu) from the page's template, with no React or Chakra: nobody's public
// pages wake the app. It fills a quote or booking form's empty contact fields from the account, as
// the app's forms start. For staff (admin, editor) it marks the page, which shows what only they
// are offered (the hub's Add Article, an article's Edit: links to the editor's page), and lays the
// hub's drafts among its cards. A refused sign-in is forgotten and the page shows the signed-out
// header. The wake script loads this at once for a stored sign-in; a form the page posts carries
// the session (`postedSessionField`), so the post is the visitor's own. It also shows the
// farewell a sign-out leaves for the page it reloads at (islands/farewell.ts).
import { type Role, staffRoles } from '#schema/catalogues';
import {
  accountLinksAttribute,
  accountParts,
  accountTemplateId,
  quoteBellParts,
  signedInAttribute,
  staffAttribute,
} from '#schema/page-waking';
import { api, unwrap } from '../api/client';
import { ApiError } from '../api/http';
import { logOut } from '../api/logOut';
import { accountMenuLabel, hasOwnDashboard, initialsOf } from '../components/accountMenu';
import { accountContact } from '../features/quotes/quoteForm';
import { closeOnLeave } from '../lib/closeOnLeave';
import { clearSignIn, landingPathFor, refusedSession } from '../lib/signIn';
import { getStoredItem, storageKeys } from '../lib/storage';
import { showFarewell } from './farewell';
import { showHubDrafts } from './hubDrafts';
import { startQuoteBell } from './quoteBell';
import { partsIn } from './templateParts';

interface SignedInUser {
  name: string;
  email: string;
  role: Role;
}

declare global {
  interface Window {
    /** Left by the account island while it runs. */
    __accountIsland?: {
      /** Ends the island: puts the header back as the server rendered it, for the app to hydrate. */
      release: () => void;
    };
  }
}

/** Puts each value into the empty field of its name in the page's forms with a `marker` field. */
function fillEmpty(marker: string, values: Record<string, string>) {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[method="post"]')) {
    if (!form.elements.namedItem(marker)) continue;
    for (const [name, value] of Object.entries(values)) {
      const field = form.elements.namedItem(name);
      if (
        (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
        !field.value &&
        value
      ) {
        field.value = value;
      }
    }
  }
}

/**
 * A quote form (a homeowner's only, as the app's) and a profile's booking form (its `start`)
 * start from the account; the newsletter and contact forms start empty, as the app's do.
 */
function fillForms(user: SignedInUser) {
  if (user.role === 'resident') {
    fillEmpty('customerEmail', accountContact(user, getStoredItem(storageKeys.homeowner)));
  }
  fillEmpty('start', { name: user.name, email: user.email });
}

/**
 * Draws the template's parts for this user after the header's signed-out links; returns what
 * takes them away, or null when the page has no template or no header.
 */
function drawAccount(user: SignedInUser): (() => void) | null {
  const template = document.getElementById(accountTemplateId);
  const signedOutLinks = document.querySelector(`header [${accountLinksAttribute}]`);
  if (!(template instanceof HTMLTemplateElement) || !signedOutLinks) return null;
  const drawn = template.content.cloneNode(true) as DocumentFragment;
  const part = partsIn(drawn, accountParts);
  const trigger = part('trigger');
  const initials = part('initials');
  const name = part('name');
  const email = part('email');
  if (!trigger || !initials || !name || !email) return null;
  trigger.setAttribute('aria-label', accountMenuLabel(user.name));
  initials.textContent = initialsOf(user.name);
  name.textContent = user.name;
  email.textContent = user.email;
  // A homeowner's or a trade's own dashboard; an admin's is the staff area.
  const dashboard = landingPathFor(user.role);
  part('dashboardButton')?.setAttribute('href', dashboard);
  part('dashboard')?.querySelector('a')?.setAttribute('href', dashboard);
  if (user.role !== 'tradesperson') {
    part('dashboardButton')?.remove();
    part('verification')?.remove();
  }
  if (!hasOwnDashboard(user.role)) part('dashboard')?.remove();
  if (user.role !== 'admin') part('adminDashboard')?.remove();
  const stopBell = staffRoles.includes(user.role) ? startQuoteBell(drawn) : null;
  if (!stopBell) partsIn(drawn, quoteBellParts)('bell')?.remove();
  part('logOut')?.addEventListener('click', () => void logOut());
  // The farewell toast is the template's too, shown apart (`showFarewell`).
  part('farewell')?.remove();
  const nodes = [...drawn.children];
  signedOutLinks.after(drawn);
  // The avatar menu and the phone menu close as the app's do (a press outside, Escape), so one
  // never opens over the other.
  const stops = [...document.querySelectorAll('header details')].map((menu) =>
    closeOnLeave(() => (menu instanceof HTMLDetailsElement ? menu : null)),
  );
  return () => {
    stopBell?.();
    for (const stop of stops) stop();
    for (const node of nodes) node.remove();
  };
}

/**
 * Shows the farewell a sign-out left, then reads who is signed in and draws them, unless the app
 * has been asked for.
 */
export async function startAccountIsland() {
  if (!window.__early?.woke) showFarewell();
  const token = getStoredItem(storageKeys.authToken);
  if (!token || window.__early?.woke) return;
  let user: SignedInUser;
  try {
    user = await unwrap(api.auth.me.$get());
  } catch (error) {
    // A refused sign-in is forgotten, as the app forgets it (docs/product/public-site.md §4); with
    // no answer at all the page shows the links the server drew, and the sign-in stays stored.
    if (error instanceof ApiError && refusedSession.has(error.status)) clearSignIn();
    document.documentElement.removeAttribute(signedInAttribute);
    return;
  }
  // The app may have been asked for meanwhile (a press on something only it answers).
  if (window.__early?.woke) return;
  fillForms(user);
  const undraw = drawAccount(user);
  let undoDrafts: (() => void) | null = null;
  window.__accountIsland = {
    release() {
      undraw?.();
      undoDrafts?.();
      undoDrafts = null;
      delete window.__accountIsland;
    },
  };
  if (!staffRoles.includes(user.role)) return;
  document.documentElement.setAttribute(staffAttribute, '');
  try {
    // The app may take the page over while the list is read: its page is then left alone.
    undoDrafts = await showHubDrafts(() => window.__accountIsland !== undefined);
  } catch {
    // Without the list the hub shows what it shows everyone; the app's hub would say it failed.
  }
}

void startAccountIsland();
