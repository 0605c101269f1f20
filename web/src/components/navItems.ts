import type { CurrentUser } from '../api/useCurrentUser';

export interface NavItem {
  label: string;
  to: string;
  /** The main call to action among its neighbours. */
  primary?: boolean;
}

export const mainNavItems: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Directory', to: '/directory' },
  { label: 'Grants', to: '/grants' },
  { label: 'Education', to: '/education' },
  { label: 'About', to: '/about' },
];

/**
 * Header account links (docs/product/public-site.md §2.2); the signed-in avatar menu sits beside
 * these.
 */
export function accountLinksFor(user: CurrentUser | null): NavItem[] {
  if (!user) {
    return [
      { label: 'Sign In', to: '/auth' },
      { label: 'List My Business', to: '/register', primary: true },
    ];
  }
  if (user.role === 'tradesperson')
    return [{ label: 'My Dashboard', to: '/dashboard', primary: true }];
  return [];
}
