// What a card entry (the test-mode form or Stripe's Payment Element) hands its page: a way to
// confirm the first invoice's payment once the server has opened the subscription.
export interface PaymentToConfirm {
  clientSecret: string;
  paymentIntentId: string;
}

/** Confirms the payment; throws `CardDeclinedError` or `PaymentMethodError` when it fails. */
export type ConfirmCard = (payment: PaymentToConfirm) => Promise<void>;

/** The card was declined (docs/product/business-side.md §8: 'Payment Failed'). */
export class CardDeclinedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardDeclinedError';
  }
}

/**
 * The provider refused the card details or could not be reached (docs/product/business-side.md §8:
 * 'Payment Error').
 */
export class PaymentMethodError extends Error {
  constructor(message: string | undefined) {
    super(message ?? '');
    this.name = 'PaymentMethodError';
  }
}
