import { Alert, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { api, unwrap } from '../../api/client';
import { ApiError } from '../../api/http';
import { FormField } from '../../components/FormField';
import { serverMessage } from '../../lib/serverMessage';
import { CardDeclinedError, type ConfirmCard, PaymentMethodError } from './cardPayment';
import { paymentTexts } from './paymentTexts';

const digits = (text: string) => text.replace(/\D/g, '');

/** '4242424242424242' → '4242 4242 4242 4242', as people read card numbers. */
const groupCardNumber = (text: string) =>
  digits(text)
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

function isFutureExpiry(text: string): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const now = new Date();
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

async function confirmTestCard(cardNumber: string, ...[payment]: Parameters<ConfirmCard>) {
  try {
    await unwrap(api.stripe['test-card'].$post({ json: { ...payment, cardNumber } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 402) {
      throw new CardDeclinedError(serverMessage(error) ?? paymentTexts.declined);
    }
    throw new PaymentMethodError(serverMessage(error));
  }
}

/**
 * The clearly labelled test-mode card form, used while the API runs against the local Stripe
 * stand-in (the browser cannot load Stripe.js offline). Only the number decides the outcome.
 */
export function TestCardForm({ onReady }: { onReady: (confirm: ConfirmCard | null) => void }) {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const complete =
    digits(cardNumber).length === 16 && isFutureExpiry(expiry) && /^\d{3,4}$/.test(cvc);

  useEffect(() => {
    const number = digits(cardNumber);
    onReady(complete ? (payment) => confirmTestCard(number, payment) : null);
  }, [complete, cardNumber, onReady]);

  return (
    <Stack gap="4">
      <Alert.Root status="warning" variant="subtle">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{paymentTexts.testModeTitle}</Alert.Title>
          <Alert.Description>{paymentTexts.testModeHint}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <FormField label={paymentTexts.cardNumber} required>
        <Input
          name="cardNumber"
          inputMode="numeric"
          autoComplete="off"
          placeholder="4242 4242 4242 4242"
          value={cardNumber}
          onChange={(event) => setCardNumber(groupCardNumber(event.currentTarget.value))}
        />
      </FormField>
      <SimpleGrid columns={2} gap="4">
        <FormField label={paymentTexts.expiry} required>
          <Input
            name="expiry"
            autoComplete="off"
            placeholder="12/30"
            maxLength={5}
            value={expiry}
            onChange={(event) => setExpiry(event.currentTarget.value)}
          />
        </FormField>
        <FormField label={paymentTexts.cvc} required>
          <Input
            name="cvc"
            inputMode="numeric"
            autoComplete="off"
            placeholder="123"
            maxLength={4}
            value={cvc}
            onChange={(event) => setCvc(digits(event.currentTarget.value))}
          />
        </FormField>
      </SimpleGrid>
    </Stack>
  );
}
