import { Button, Card, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { addOnPricePence } from '#schema/plans';
import { FormAlert } from '../../components/FormAlert';
import { addOnOrderText, addOnPriceText } from '../../entities/billing/addOnPricing';
import { CardEntry } from '../../entities/billing/CardEntry';
import { formatPence } from '../../entities/billing/planPricing';
import { useCardEntry } from '../../entities/billing/useCardEntry';
import { addOnTexts } from './addOnTexts';
import { type AddOnOrder, type AddOnReceipt, useBuyAddOn } from './useAddOns';

interface AddOnCheckoutProps {
  order: AddOnOrder;
  onBack: () => void;
  onPaid: (receipt: AddOnReceipt) => void;
}

/**
 * The amount first, then the card (the same card entry as registration and upgrades); a failure
 * stays on the form until the next try.
 */
export function AddOnCheckout({ order, onBack, onPaid }: AddOnCheckoutProps) {
  const { confirmCard, onReady } = useCardEntry();
  const [failure, setFailure] = useState<string | null>(null);
  const [buy, isBuying] = useBuyAddOn({ onPaid, onFailed: setFailure });
  const amount = formatPence(addOnPricePence(order.addOn, order.quantity));
  const title = addOnTexts.checkoutHeading(order.addOn.name);
  return (
    <Stack gap="4" maxW="xl">
      <Button variant="ghost" size="sm" alignSelf="start" onClick={onBack} disabled={isBuying}>
        <LuArrowLeft aria-hidden />
        {addOnTexts.back}
      </Button>
      <Card.Root asChild>
        <form
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            setFailure(null);
            if (confirmCard) void buy(order, confirmCard);
          }}
        >
          <Card.Header>
            <Heading as="h3" size="md">
              {title}
            </Heading>
          </Card.Header>
          <Card.Body gap="4">
            <HStack justify="space-between">
              <Text>{addOnOrderText(order.addOn, order.quantity)}</Text>
              <Text color="fg.muted">{addOnPriceText(order.addOn)}</Text>
            </HStack>
            <Separator />
            <HStack justify="space-between">
              <Text fontWeight="semibold">{addOnTexts.dueToday}</Text>
              <Text fontWeight="bold" data-testid="due-today">
                {amount}
              </Text>
            </HStack>
            <Separator />
            {failure && <FormAlert message={failure} />}
            <CardEntry
              amountPence={addOnPricePence(order.addOn, order.quantity)}
              onReady={onReady}
            />
            <Button type="submit" size="lg" disabled={!confirmCard} loading={isBuying}>
              {addOnTexts.pay(amount)}
            </Button>
          </Card.Body>
        </form>
      </Card.Root>
    </Stack>
  );
}
