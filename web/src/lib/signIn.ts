import type { Role } from '#schema/catalogues';
import { removeStoredItem, type StorageKey, storageKeys } from './storage';

/**
 * What the browser keeps of a sign-in (docs/product/public-site.md §3); theme and selectedPlan
 * outlive it.
 */
const signInKeys: readonly StorageKey[] = [
  storageKeys.authToken,
  storageKeys.tradesmanAccount,
  storageKeys.tradesmanProfile,
  storageKeys.homeowner,
];

/** The answers to `GET /api/auth/me` that say the session or its user is gone; others may pass. */
export const refusedSession: ReadonlySet<number> = new Set([401, 403, 404]);

export function clearSignIn(): void {
  for (const key of signInKeys) removeStoredItem(key);
}

/** Where a user lands after signing in (docs/product/public-site.md §4). */
export function landingPathFor(role: Role | undefined): string {
  switch (role) {
    case 'admin':
    case 'editor':
      return '/admin';
    case 'tradesperson':
      return '/dashboard';
    case 'resident':
      return '/homeowner-dashboard';
    default:
      return '/';
  }
}

/** A role check: the user holds one of these roles. */
export const hasRole =
  (...roles: Role[]) =>
  (user: { role: Role }) =>
    roles.includes(user.role);
