import type { InferResponseType } from 'hono/client';
import { useEffect, useMemo } from 'react';
import * as v from 'valibot';
import type { api } from '../../api/client';
import type { CurrentUser } from '../../api/useCurrentUser';
import { setStoredItem, storageKeys, useStoredItem } from '../../lib/storage';

/** The homeowner record the login answer carries (spec public-site §3). */
export type Homeowner = InferResponseType<typeof api.homeowners.register.$post, 201>['homeowner'];

// The stored copy is only trusted field by field: another version of the app may have written it.
const storedFields = v.partial(
  v.object({ phone: v.string(), address: v.string(), postcode: v.string(), createdAt: v.string() }),
);

function readStored(json: string | null) {
  try {
    const parsed = v.safeParse(storedFields, JSON.parse(json ?? '{}'));
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
}

/**
 * The signed-in homeowner: the stored record, refreshed with what the current-user call says
 * (name and e-mail may have changed since login), and stored back when it differs. Nothing is
 * written once the record is gone, so signing out is never undone.
 */
export function useHomeowner(user: CurrentUser): Homeowner {
  const storedJson = useStoredItem(storageKeys.homeowner);
  const homeowner = useMemo(() => {
    const stored = readStored(storedJson);
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
