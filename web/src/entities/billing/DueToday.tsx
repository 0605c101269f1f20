import { Alert, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { BillingCycle } from '#schema/plans';
import { formatPence } from './planPricing';
import type { PricePreview } from './usePricePreview';

interface DueTodayProps {
  preview: PricePreview | undefined;
  error: string | undefined;
  billing: BillingCycle;
  /** The promotion code applied, named on its discount line. */
  promoCode?: string;
}

/**
 * The last lines of a payment summary: what the card is charged today, exactly as Stripe will
 * charge it, and what each later period costs.
 */
export function DueToday({ preview, error, billing, promoCode }: DueTodayProps) {
  if (error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description>{error}</Alert.Description>
      </Alert.Root>
    );
  }
  const discount = preview && !preview.prorationDate ? preview.beforeDiscount - preview.amount : 0;
  return (
    <Stack gap="2" aria-live="polite">
      {preview?.prorationDate && (
        <Text color="fg.muted" fontSize="sm">
          Prorated: the new price for the rest of your current period, less what is unused of your
          current plan.
        </Text>
      )}
      {discount > 0 && (
        <HStack justify="space-between" color="colorPalette.fg">
          <Text>Promo code {promoCode}</Text>
          <Text>−{formatPence(discount)}</Text>
        </HStack>
      )}
      <HStack justify="space-between">
        <Text fontWeight="semibold">Due today</Text>
        <Skeleton loading={!preview} minW="16">
          <Text fontWeight="bold" data-testid="due-today">
            {preview ? formatPence(preview.amount) : '£0'}
          </Text>
        </Skeleton>
      </HStack>
      {preview && (
        <Text color="fg.muted" fontSize="sm">
          Then {formatPence(preview.renewalAmount)} every {billing === 'annual' ? 'year' : 'month'}{' '}
          until you cancel.
        </Text>
      )}
    </Stack>
  );
}
