import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useCurrentUser } from '../../api/useCurrentUser';
import {
  storeTradesmanAccount,
  type TradesmanAccountReply,
  tradesmanAccountKey,
} from './tradesmanAccount';

/** Applies a saved change to the loaded account and its stored copies, without a re-read. */
export function useUpdateTradesmanAccount() {
  const { mutate } = useSWRConfig();
  const userId = useCurrentUser().user?.id;
  return useCallback(
    async (change: (current: TradesmanAccountReply) => TradesmanAccountReply) => {
      if (userId === undefined) return;
      await mutate<TradesmanAccountReply>(
        tradesmanAccountKey(userId),
        (current) => {
          if (!current) return current;
          const next = change(current);
          storeTradesmanAccount(next);
          return next;
        },
        { revalidate: false },
      );
    },
    [mutate, userId],
  );
}
