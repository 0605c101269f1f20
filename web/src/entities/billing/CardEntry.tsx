import { Alert, Skeleton, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { ConfirmCard } from './cardPayment';
import { paymentTexts } from './paymentTexts';
import { TestCardForm } from './TestCardForm';
import { useStripeConfig } from './useStripeConfig';

const StripeCardEntry = lazy(() =>
  import('./StripeCardEntry').then((module) => ({ default: module.StripeCardEntry })),
);

interface CardEntryProps {
  amountPence: number;
  /** Called with a confirm function once the card details are complete, null while they are not. */
  onReady: (confirm: ConfirmCard | null) => void;
}

const cardSkeleton = (
  <Stack gap="3" aria-busy="true">
    <Skeleton h="10" />
    <Skeleton h="10" />
  </Stack>
);

/** The card entry the server's payment settings call for: Stripe's, or the test-mode form. */
export function CardEntry({ amountPence, onReady }: CardEntryProps) {
  const { data: config, error } = useStripeConfig();
  if (error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{paymentTexts.notConfigured}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!config) return cardSkeleton;
  if (config.publishableKey) {
    return (
      <Suspense fallback={cardSkeleton}>
        <StripeCardEntry
          publishableKey={config.publishableKey}
          amountPence={amountPence}
          onReady={onReady}
        />
      </Suspense>
    );
  }
  if (config.testCardForm) return <TestCardForm onReady={onReady} />;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{paymentTexts.notConfigured}</Alert.Title>
    </Alert.Root>
  );
}
