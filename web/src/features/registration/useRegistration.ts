import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BillingCycle, PlanId } from '#schema/plans';
import type { TradesmanRegistrationInput } from '#schema/rules';
import { api, unwrap } from '../../api/client';
import { type ActionFailure, type ToastText, useApiAction } from '../../api/useApiAction';
import { useLoadSignedInUser } from '../../api/useCurrentUser';
import { storeSignIn } from '../../api/useLogin';
import {
  CardDeclinedError,
  type ConfirmCard,
  PaymentMethodError,
} from '../../entities/billing/cardPayment';
import { paymentTexts } from '../../entities/billing/paymentTexts';
import { formatPence } from '../../entities/billing/planPricing';
import { previewTexts } from '../../entities/billing/usePricePreview';
import { serverMessage } from '../../lib/serverMessage';
import { showToast } from '../../lib/toaster';
import { registrationTexts } from './registrationTexts';

type BusinessDetails = Omit<TradesmanRegistrationInput, 'plan' | 'billing' | 'paymentIntentId'>;

export interface RegistrationRequest {
  details: BusinessDetails;
  plan: PlanId;
  billing: BillingCycle;
  promoCode: string;
  /** The card entry's confirm, for a paid plan. */
  confirmCard?: ConfirmCard;
  /** The amount the person was shown (pence): the card is charged that, or not at all. */
  expectedAmount?: number;
}

/** The payment could not be opened (a taken e-mail, an unknown promo code): nothing was charged. */
class PaymentNotOpened extends Error {
  /** The server's reason, e.g. 'Promo code "X" is not valid.', or our own. */
  readonly reason: string | undefined;
  constructor(cause: unknown) {
    super('payment not opened');
    this.name = 'PaymentNotOpened';
    this.reason = typeof cause === 'string' ? cause : serverMessage(cause);
  }
}

/**
 * docs/product/business-side.md §8: the payment's own titles; anything after a payment is a
 * registration failure.
 */
function registrationFailure({ error, message }: ActionFailure): ToastText {
  if (error instanceof CardDeclinedError) {
    return { title: paymentTexts.failedTitle, description: error.message };
  }
  if (error instanceof PaymentMethodError) {
    return {
      title: paymentTexts.errorTitle,
      description: error.message || paymentTexts.errorFallback,
    };
  }
  if (error instanceof PaymentNotOpened) {
    return {
      title: paymentTexts.errorTitle,
      description: error.reason ?? paymentTexts.errorFallback,
    };
  }
  return {
    title: registrationTexts.errorTitle,
    description: message
      ? registrationTexts.couldNotSubmit(message)
      : registrationTexts.errorDescription,
  };
}

/**
 * Registration (docs/product/business-side.md §4): for a paid plan open the subscription, confirm
 * the card, then register with the payment's id; the free plan registers at once. The new
 * tradesperson is signed in and lands on /registration-status. A paid intent is kept, so a
 * registration that fails after the payment is retried without charging again.
 */
export function useRegistration() {
  const navigate = useNavigate();
  const loadSignedInUser = useLoadSignedInUser();
  const paid = useRef<{ key: string; paymentIntentId: string } | null>(null);
  // Why the last try failed, kept on the form until the next try (issue 26): a declined card or a
  // refused registration must still be readable after a toast would have gone.
  const [failure, setFailure] = useState<ToastText | null>(null);

  async function pay({
    details,
    plan,
    billing,
    promoCode,
    confirmCard,
    expectedAmount,
  }: RegistrationRequest) {
    const key = JSON.stringify([details.contactEmail, plan, billing, promoCode]);
    if (paid.current?.key === key) return paid.current.paymentIntentId;
    if (!confirmCard) throw new PaymentMethodError(paymentTexts.errorFallback);
    const intent = await unwrap(
      api['create-payment-intent'].$post({
        json: { plan, billing, email: details.contactEmail, promoCode, context: 'registration' },
      }),
    ).catch((error: unknown) => {
      throw new PaymentNotOpened(error);
    });
    const { clientSecret, paymentIntentId, amount } = intent;
    // A first invoice with nothing due has no payment to confirm, and so cannot pay for a plan.
    if (!clientSecret || !paymentIntentId) throw new PaymentMethodError(paymentTexts.errorFallback);
    // Never charge a figure the person was not shown (a code that ran out meanwhile).
    if (expectedAmount !== undefined && amount !== expectedAmount) {
      throw new PaymentNotOpened(previewTexts.changed(formatPence(amount)));
    }
    await confirmCard({ clientSecret, paymentIntentId });
    paid.current = { key, paymentIntentId };
    showToast({
      type: 'success',
      title: paymentTexts.successTitle,
      description: paymentTexts.charged(formatPence(amount)),
    });
    return paymentIntentId;
  }

  const [register, isRegistering] = useApiAction(
    async (request: RegistrationRequest) => {
      setFailure(null);
      const paymentIntentId = request.plan === 'free' ? '' : await pay(request);
      return api['register-tradesman'].$post({
        json: { ...request.details, plan: request.plan, billing: request.billing, paymentIntentId },
      });
    },
    {
      signOutOn401: false,
      onSuccess: async (reply) => {
        await loadSignedInUser(reply.token);
        storeSignIn(reply);
        navigate('/registration-status');
      },
      success: {
        title: registrationTexts.completeTitle,
        description: registrationTexts.completeDescription,
      },
      onFailure: (reason) => setFailure(registrationFailure(reason)),
    },
  );
  return { register, isRegistering, failure };
}
