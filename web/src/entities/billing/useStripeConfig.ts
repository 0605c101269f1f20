import useSWR from 'swr';
import { api, unwrap } from '../../api/client';

/** GET /api/stripe/config: Stripe's publishable key, or the local stand-in's test card form. */
export function useStripeConfig() {
  return useSWR('/api/stripe/config', () => unwrap(api.stripe.config.$get()), {
    revalidateOnFocus: false,
  });
}
