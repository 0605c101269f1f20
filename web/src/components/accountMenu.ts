// The signed-in user's avatar menu (docs/product/public-site.md §2.2), in its two forms: the app's
// (UserMenu) and the one the account island draws on a server-rendered page before any app
// (AccountMenuTemplate, web/src/islands/account.ts). Both name and fill it from here.
import type { Role } from '#schema/catalogues';

export const accountMenuTexts = {
  adminDashboard: 'Admin Dashboard',
  myDashboard: 'My Dashboard',
  verification: 'Verification',
  settings: 'Settings',
  logOut: 'Log out',
} as const;

/** Documents, their verdicts and re-uploads (docs/product/business-side.md §2.5). */
export const verificationPath = '/dashboard?tab=verification';

/** The first and last names' first letters, as Chakra's Avatar shows them. */
export function initialsOf(name: string): string {
  const names = name.trim().split(/\s+/);
  const first = names[0] ?? '';
  const last = names.length > 1 ? (names.at(-1) ?? '') : '';
  return `${first.charAt(0)}${last.charAt(0)}`;
}

/**
 * The menu button's name. It starts with the initials the button shows, so speech users can say
 * them (WCAG 2.5.3 label in name).
 */
export const accountMenuLabel = (name: string) => `${initialsOf(name)}, Account menu for ${name}`;

/** Whose own dashboard the menu offers: a homeowner's and a trade's (staff have the admin one). */
export const hasOwnDashboard = (role: Role) => role === 'tradesperson' || role === 'resident';
