import type { InferResponseType } from 'hono/client';
import type { api } from '../../api/client';
import type { CurrentUser } from '../../api/useCurrentUser';
import { setStoredItem, storageKeys } from '../../lib/storage';

/** What GET /api/tradesman/profile answers: the sign-in account and the business profile. */
export type TradesmanAccountReply = InferResponseType<typeof api.tradesman.profile.$get, 200>;
export type TradesmanAccount = TradesmanAccountReply['account'];
export type OwnListingProfile = NonNullable<TradesmanAccountReply['profile']>;

/** Keyed by user too, so a later sign-in in the same tab never sees the last user's account. */
export const tradesmanAccountKey = (userId: number) => ['/api/tradesman/profile', userId] as const;

/**
 * Keeps the stored copies (docs/product/public-site.md §3) in step with what the server last said.
 */
export function storeTradesmanAccount({ account, profile }: TradesmanAccountReply): void {
  setStoredItem(storageKeys.tradesmanAccount, JSON.stringify(account));
  setStoredItem(storageKeys.tradesmanProfile, JSON.stringify(profile));
}

/**
 * docs/product/public-site.md §7: when the profile call fails, the account is built from the user,
 * plan free.
 */
export function accountFromUser(user: CurrentUser): TradesmanAccount {
  return {
    id: user.id,
    username: user.email,
    email: user.email,
    businessName: user.name,
    plan: 'free',
    billing: 'monthly',
    isTemporaryPassword: false,
    profileImageUrl: null,
  };
}
