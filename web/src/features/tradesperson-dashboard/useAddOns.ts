import type { InferResponseType } from 'hono/client';
import useSWR, { useSWRConfig } from 'swr';
import { type AddOn, addOnPricePence } from '#schema/plans';
import { api, unwrap } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import {
  CardDeclinedError,
  type ConfirmCard,
  PaymentMethodError,
} from '../../entities/billing/cardPayment';
import { paymentTexts } from '../../entities/billing/paymentTexts';
import { formatPence } from '../../entities/billing/planPricing';
import { addOnTexts } from './addOnTexts';
import { invoicesKey } from './useInvoices';
import { PriceChangedError } from './usePlanChange';

const addOnsApi = api.tradesman['add-ons'];

type OwnAddOns = InferResponseType<typeof addOnsApi.$get, 200>;
export type ActiveAddOns = OwnAddOns['active'];

const addOnsKey = '/api/tradesman/add-ons';

/** What the own listing has running, whether it is verified, and the area a boost would cover. */
export function useAddOns() {
  return useSWR(addOnsKey, () => unwrap(addOnsApi.$get()));
}

/** An add-on and how many of its units (weeks, leads; 1 for a one-time add-on). */
export interface AddOnOrder {
  addOn: AddOn;
  quantity: number;
}

/** The card was charged but the grant is not confirmed yet: Stripe's event will grant it. */
class GrantPendingError extends Error {
  constructor(amount: number) {
    super(addOnTexts.paidPending(formatPence(amount)));
    this.name = 'GrantPendingError';
  }
}

const purchaseBody = ({ addOn, quantity }: AddOnOrder) => ({
  addOn: addOn.id,
  ...(addOn.unit === 'week' ? { weeks: quantity } : {}),
  ...(addOn.unit === 'lead' ? { leads: quantity } : {}),
});

/**
 * Opens the payment, charges the card only if the server asks the amount shown, then asks the
 * server to grant it (which it does once Stripe confirms the payment).
 */
async function payForAddOn(order: AddOnOrder, confirmCard: ConfirmCard) {
  const payment = await unwrap(addOnsApi.$post({ json: purchaseBody(order) }));
  const { clientSecret, paymentIntentId, amount } = payment;
  if (amount !== addOnPricePence(order.addOn, order.quantity)) throw new PriceChangedError(amount);
  if (!clientSecret) throw new PaymentMethodError(undefined);
  await confirmCard({ clientSecret, paymentIntentId });
  try {
    const granted = await unwrap(addOnsApi.confirm.$post({ json: { paymentIntentId } }));
    return { ...granted, amount };
  } catch {
    throw new GrantPendingError(amount);
  }
}

export type AddOnReceipt = Awaited<ReturnType<typeof payForAddOn>> & { order: AddOnOrder };

/** The words for a failed purchase, shown on the form: the card's, ours or the server's. */
function failureText(error: unknown, message: string | undefined) {
  if (error instanceof PaymentMethodError) return error.message || paymentTexts.errorFallback;
  if (
    error instanceof CardDeclinedError ||
    error instanceof PriceChangedError ||
    error instanceof GrantPendingError
  ) {
    return error.message;
  }
  return message ?? addOnTexts.failed;
}

/**
 * Buys an add-on (issue 23): `onPaid` gets the receipt, `onFailed` the reason to show on the form.
 * The running add-ons follow the grant, and the Billing tab's list is read again; after a failure
 * both are, as the card may have been charged before the failing step.
 */
export function useBuyAddOn({
  onPaid,
  onFailed,
}: {
  onPaid: (receipt: AddOnReceipt) => void;
  onFailed: (reason: string) => void;
}) {
  const { mutate } = useSWRConfig();
  const refresh = () => Promise.all([mutate(addOnsKey), mutate(invoicesKey)]);
  const granted = (active: ActiveAddOns) =>
    Promise.all([
      mutate<OwnAddOns>(addOnsKey, (current) => current && { ...current, active }, {
        revalidate: false,
      }),
      mutate(invoicesKey),
    ]);
  return useApiAction(
    async (order: AddOnOrder, confirmCard: ConfirmCard) => ({
      ...(await payForAddOn(order, confirmCard)),
      order,
    }),
    {
      onSuccess: async (receipt) => {
        await granted(receipt.active);
        onPaid(receipt);
      },
      onFailure: async ({ error, message }) => {
        onFailed(failureText(error, message));
        await refresh();
      },
    },
  );
}
