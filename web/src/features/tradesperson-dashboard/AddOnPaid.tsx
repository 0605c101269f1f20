import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { addOnOrderText } from '../../entities/billing/addOnPricing';
import { formatPence } from '../../entities/billing/planPricing';
import { addOnTexts } from './addOnTexts';
import type { AddOnReceipt } from './useAddOns';

interface AddOnPaidProps {
  receipt: AddOnReceipt;
  onOpenBilling: () => void;
  onDone: () => void;
}

/** After a purchase: the figure charged (the one shown before the card) and what it granted. */
export function AddOnPaid({ receipt, onOpenBilling, onDone }: AddOnPaidProps) {
  const { order, amount, active } = receipt;
  return (
    <Stack gap="4" maxW="xl">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{addOnTexts.successTitle(formatPence(amount))}</Alert.Title>
          <Alert.Description>
            {addOnOrderText(order.addOn, order.quantity)}.{' '}
            {addOnTexts.granted(order.addOn, order.quantity, active)} {addOnTexts.receiptHint}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <HStack gap="3">
        <Button onClick={onDone}>{addOnTexts.done}</Button>
        <Button variant="outline" onClick={onOpenBilling}>
          {addOnTexts.openBilling}
        </Button>
      </HStack>
    </Stack>
  );
}
