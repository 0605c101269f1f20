import type { InferResponseType } from 'hono/client';
import useSWR from 'swr';
import { api, unwrap } from '../../api/client';
import { useSignOutOn401 } from '../../api/useSignOutOn401';
import { accountLoadTexts } from '../../entities/account/accountTexts';
import { showToast } from '../../lib/toaster';

const homeownerQuotes = api.homeowners[':id'].quotes;

/**
 * A request the homeowner sent, with the tradesperson's contact details
 * (docs/product/public-site.md §3).
 */
export type HomeownerQuote = InferResponseType<typeof homeownerQuotes.$get, 200>[number];

/**
 * The homeowner's own requests, newest first; a failure is toasted as
 * docs/product/public-site.md §8 words it.
 */
export function useHomeownerQuotes(homeownerId: number) {
  const signOutOn401 = useSignOutOn401();
  return useSWR(
    ['/api/homeowners', homeownerId, 'quotes'],
    () => unwrap(homeownerQuotes.$get({ param: { id: String(homeownerId) } })),
    {
      onError: (error) => {
        if (signOutOn401(error)) return;
        showToast({
          type: 'error',
          title: accountLoadTexts.failedTitle,
          description: accountLoadTexts.homeownerFailed,
        });
      },
    },
  );
}
