import type { InferResponseType } from 'hono/client';
import { useEffect, useMemo } from 'react';
import type { api } from '../../api/client';
import type { CurrentUser } from '../../api/useCurrentUser';
import { setStoredItem, storageKeys } from '../../lib/storage';
import { readStoredHomeowner } from '../../lib/storedHomeowner';
import { useStoredItem } from '../../lib/useStoredItem';

/** The homeowner record the login answer carries (docs/product/public-site.md §3). */
export type Homeowner = InferResponseType<typeof api.homeowners.register.$post, 201>['homeowner'];

/**
 * The signed-in homeowner: the stored record, refreshed with what the current-user call says
 * (name and e-mail may have changed since login), and stored back when it differs. Nothing is
 * written once the record is gone, so signing out is never undone.
 */
export function useHomeowner(user: CurrentUser): Homeowner {
  const storedJson = useStoredItem(storageKeys.homeowner);
  const homeowner = useMemo(() => {
    const stored = readStoredHomeowner(storedJson);
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: stored.phone ?? '',
      address: stored.address ?? '',
      postcode: stored.postcode ?? '',
      createdAt: stored.createdAt ?? '',
    };
  }, [storedJson, user.id, user.name, user.email]);
  useEffect(() => {
    const json = JSON.stringify(homeowner);
    if (storedJson !== null && json !== storedJson) setStoredItem(storageKeys.homeowner, json);
  }, [homeowner, storedJson]);
  return homeowner;
}
