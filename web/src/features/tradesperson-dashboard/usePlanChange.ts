import type { InferResponseType } from 'hono/client';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { BillingCycle, PlanId } from '#schema/plans';
import { api, unwrap } from '../../api/client';
import { type ActionFailure, type ToastText, useApiAction } from '../../api/useApiAction';
import { useUpdateTradesmanAccount } from '../../entities/account/useUpdateTradesmanAccount';
import type { ConfirmCard } from '../../entities/billing/cardPayment';
import { formatPence } from '../../entities/billing/planPricing';
import { previewTexts } from '../../entities/billing/usePricePreview';
import { billingKey } from './useBilling';

export interface PlanChange {
  plan: PlanId;
  billing: BillingCycle;
  /** A paid plan's card; a downgrade to free has none. */
  confirmCard?: ConfirmCard;
  /** The previewed price: its proration date, and the amount the trade was shown (pence). */
  price?: { prorationDate: number | null; amount: number };
}

/** The change would now cost something other than what the trade was shown: nothing was charged. */
export class PriceChangedError extends Error {
  constructor(amount: number) {
    super(previewTexts.changed(formatPence(amount)));
    this.name = 'PriceChangedError';
  }
}

type PlanChangeReply = InferResponseType<(typeof api.tradesman)['upgrade-plan']['$post'], 200>;
interface PlanChangeOptions {
  /** The success toast: toasts only confirm success. */
  success: (reply: PlanChangeReply) => ToastText;
  /** The alert the form keeps until the next try, for a declined card or a refused change. */
  failure: (failure: ActionFailure) => ToastText;
  onChanged?: () => void;
}

/**
 * Opens the new plan's payment and confirms the card; answers the paid intent's id, or '' when
 * the unused part of the current period covers the change and nothing is due.
 */
async function payForPlan({ plan, billing, price }: PlanChange, confirmCard: ConfirmCard) {
  const intent = await unwrap(
    api['create-payment-intent'].$post({
      json: {
        plan,
        billing,
        context: 'upgrade',
        email: '',
        promoCode: '',
        ...(price?.prorationDate ? { prorationDate: price.prorationDate } : {}),
      },
    }),
  );
  const { clientSecret, paymentIntentId, amount } = intent;
  if (price && amount !== price.amount) throw new PriceChangedError(amount);
  if (!clientSecret || !paymentIntentId) return '';
  await confirmCard({ clientSecret, paymentIntentId });
  return paymentIntentId;
}

/**
 * A plan change (docs/product/business-side.md §4, with a real payment in place of a 2-second wait:
 * docs/decisions/014-spec-readings-chosen.md): pay when the plan is paid, then POST
 * /api/tradesman/upgrade-plan, which applies it only once the server has seen it paid. The loaded
 * account and billing then follow the server's answer. Why a try failed stays on the form until
 * the next try (issue 26), as registration's does: a toast would be gone before it is read.
 */
export function usePlanChange({ onChanged, success, failure: describeFailure }: PlanChangeOptions) {
  const { mutate } = useSWRConfig();
  const updateAccount = useUpdateTradesmanAccount();
  const [failure, setFailure] = useState<ToastText | null>(null);
  const [changePlan, isChanging] = useApiAction(
    async (change: PlanChange) => {
      setFailure(null);
      const { plan, billing, confirmCard } = change;
      const paymentIntentId = confirmCard ? await payForPlan(change, confirmCard) : '';
      return api.tradesman['upgrade-plan'].$post({ json: { plan, billing, paymentIntentId } });
    },
    {
      success,
      onSuccess: async (reply) => {
        await updateAccount((current) => ({ ...current, account: reply.account }));
        await mutate(billingKey, reply.billing, { revalidate: false });
        onChanged?.();
      },
      onFailure: (reason) => setFailure(describeFailure(reason)),
    },
  );
  return { changePlan, isChanging, failure };
}
