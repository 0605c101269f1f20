import type { InferResponseType } from 'hono/client';
import useSWR from 'swr';
import type { BillingCycle, PaymentFlow, PlanId } from '#schema/plans';
import { api, unwrap } from '../../api/client';
import { serverMessage } from '../../lib/serverMessage';

export type PricePreview = InferResponseType<
  (typeof api)['create-payment-intent']['preview']['$post'],
  200
>;

export interface PriceRequest {
  plan: PlanId;
  billing: BillingCycle;
  context: PaymentFlow;
  /** The promotion code the person applied ('' for none). */
  promoCode: string;
}

export const previewTexts = {
  failed: 'We could not work out the price just now. Please try again in a moment.',
  changed: (amount: string) =>
    `The price is now ${amount}. Nothing was charged: please check it and pay again.`,
} as const;

/**
 * The exact amount Stripe will charge now (issue 23), asked before the card: the plan's price less
 * a promotion code, or a plan change prorated. `error` is the server's reason (an unknown
 * promotion code) and stays until the request changes.
 */
export function usePricePreview(request: PriceRequest | null) {
  const { data, error, isLoading, mutate } = useSWR(
    request
      ? ['price-preview', request.plan, request.billing, request.context, request.promoCode]
      : null,
    () => unwrap(api['create-payment-intent'].preview.$post({ json: request as PriceRequest })),
  );
  return {
    preview: data,
    error: error ? (serverMessage(error) ?? previewTexts.failed) : undefined,
    isLoading,
    refresh: mutate,
  };
}
