import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { api } from '../src/api/client';
import { answer } from './api';

/** GET /api/stripe/config as the local Stripe stand-in answers it: the test-mode card form. */
export const testCardFormConfig = answer(api.stripe.config.$get, {
  publishableKey: null,
  testCardForm: true,
});

/** POST /api/stripe/test-card for a card that pays. */
export const testCardPaid = (paymentIntentId: string) => () =>
  Response.json({ status: 'succeeded', paymentIntentId });

/** POST /api/stripe/test-card for a declined card. */
export const testCardDeclined = () =>
  Response.json(
    { error: 'Your payment was declined. Please try a different card.', code: 'card_declined' },
    { status: 402 },
  );

/** Types a card number, a future expiry and a CVC into the test-mode card form within `scope`. */
export async function enterTestCard(
  user: UserEvent,
  cardNumber: string,
  scope: Pick<typeof screen, 'findByLabelText' | 'getByLabelText'> = screen,
) {
  await user.type(await scope.findByLabelText('Card number'), cardNumber);
  await user.type(scope.getByLabelText('Expiry (MM/YY)'), '12/39');
  await user.type(scope.getByLabelText('CVC'), '123');
}
