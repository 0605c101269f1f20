import { Alert, Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { type AddOn, addOnPricePence } from '#schema/plans';
import { SelectField } from '../../components/SelectField';
import { addOnPriceText, addOnQuantityText } from '../../entities/billing/addOnPricing';
import { formatPence } from '../../entities/billing/planPricing';
import { addOnTexts } from './addOnTexts';
import type { AddOnOrder } from './useAddOns';

interface AddOnOfferProps {
  addOn: AddOn;
  /** The search area a boost bought now applies to. */
  area: string;
  /** Why the listing cannot buy it now (the server's words), shown in place of the button. */
  refusal: string | null;
  onChoose: (order: AddOnOrder) => void;
}

const quantities = (addOn: AddOn) =>
  Array.from({ length: addOn.max - addOn.min + 1 }, (_, index) => addOn.min + index).map(
    (quantity) => ({ value: String(quantity), label: addOnQuantityText(addOn, quantity) }),
  );

/** One add-on as sold: its price, what it does, how many, and the total before any card. */
export function AddOnOffer({ addOn, area, refusal, onChoose }: AddOnOfferProps) {
  const headingId = useId();
  const [quantity, setQuantity] = useState(addOn.min);
  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline">
      <Card.Header gap="1">
        <Heading as="h3" size="md" id={headingId}>
          {addOn.name}
        </Heading>
        <Text fontWeight="semibold" color="colorPalette.fg">
          {addOnPriceText(addOn)}
        </Text>
      </Card.Header>
      <Card.Body gap="4">
        <Text color="fg.muted">{addOn.description}</Text>
        {refusal ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Description>{refusal}</Alert.Description>
          </Alert.Root>
        ) : (
          <>
            {addOn.unit !== 'once' && (
              <SelectField
                label={addOn.unit === 'week' ? addOnTexts.weeks : addOnTexts.leads}
                options={quantities(addOn)}
                value={String(quantity)}
                onChange={(value) => setQuantity(Number(value))}
              />
            )}
            {addOn.unit === 'lead' && <Text fontSize="sm">{addOnTexts.boostArea(area)}</Text>}
            <HStack justify="space-between" aria-live="polite">
              <Text>{addOnTexts.total}</Text>
              <Text fontWeight="bold">{formatPence(addOnPricePence(addOn, quantity))}</Text>
            </HStack>
          </>
        )}
      </Card.Body>
      {!refusal && (
        <Card.Footer>
          <Button w="full" onClick={() => onChoose({ addOn, quantity })}>
            {addOnTexts.choose(addOn)}
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
