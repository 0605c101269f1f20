// Payment wording (docs/product/business-side.md §8 "Payment at registration" and "Upgrade").
export const paymentTexts = {
  successTitle: 'Payment Successful!',
  /** §8's 'Your payment has been processed…', naming the amount charged (issue 23). */
  charged: (amount: string) =>
    `Your payment of ${amount} has been processed. Completing registration...`,
  failedTitle: 'Payment Failed',
  declined: 'Your payment was declined. Please try a different card.',
  errorTitle: 'Payment Error',
  errorFallback: 'There was an error processing your payment method.',
  unexpected: 'An unexpected error occurred while processing your payment. Please try again.',
  testModeTitle: 'Test mode: no real card is charged',
  testModeHint:
    'Use 4242 4242 4242 4242 for a payment that succeeds, or 4000 0000 0000 0002 for one that is declined, with any future expiry date and any CVC.',
  notConfigured: 'Card payments are not set up on this server yet. Please try again later.',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
} as const;
