// Stripe's Payment Element, loaded only when a publishable key is configured (its own chunk, so
// neither Stripe.js nor this code is in the entry bundle).
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { CardDeclinedError, type ConfirmCard, PaymentMethodError } from './cardPayment';
import { paymentTexts } from './paymentTexts';

const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(key: string) {
  let stripe = stripeByKey.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    stripeByKey.set(key, stripe);
  }
  return stripe;
}

interface StripeCardEntryProps {
  publishableKey: string;
  /** What the first invoice charges, in pence (Stripe shows wallets for the amount). */
  amountPence: number;
  onReady: (confirm: ConfirmCard | null) => void;
}

function PaymentElementConfirm({ onReady }: Pick<StripeCardEntryProps, 'onReady'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);

  useEffect(() => {
    if (!stripe || !elements || !complete) {
      onReady(null);
      return;
    }
    onReady(async ({ clientSecret }) => {
      const submitted = await elements.submit();
      if (submitted.error) throw new PaymentMethodError(submitted.error.message);
      const { error } = await stripe.confirmPayment({
        elements,
        clientSecret,
        // Cards that need no extra step stay on the page; 3-D Secure returns here.
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      if (!error) return;
      if (error.type === 'card_error' && error.code === 'card_declined') {
        throw new CardDeclinedError(paymentTexts.declined);
      }
      throw new PaymentMethodError(error.message);
    });
  }, [stripe, elements, complete, onReady]);

  return <PaymentElement onChange={(event) => setComplete(event.complete)} />;
}

/**
 * The card entry with a real publishable key: Stripe's Payment Element in deferred-intent mode,
 * so the card is entered first and the subscription's payment is created on submit.
 */
export function StripeCardEntry({ publishableKey, amountPence, onReady }: StripeCardEntryProps) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ mode: 'subscription', amount: amountPence, currency: 'gbp' }}
    >
      <PaymentElementConfirm onReady={onReady} />
    </Elements>
  );
}
