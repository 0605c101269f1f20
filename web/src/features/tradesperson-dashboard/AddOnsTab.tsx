import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { addOns } from '#schema/plans';
import { addOnRefusal } from '#schema/rules';
import { LoadFailed } from '../../components/LoadFailed';
import { PageLoader } from '../../components/PageLoader';
import { AddOnCheckout } from './AddOnCheckout';
import { AddOnOffer } from './AddOnOffer';
import { AddOnPaid } from './AddOnPaid';
import { addOnTexts } from './addOnTexts';
import { RunningAddOns } from './RunningAddOns';
import { type AddOnOrder, type AddOnReceipt, useAddOns } from './useAddOns';

/**
 * The Add-ons tab (docs/product/business-side.md §9 "Add-ons"; issue 23): what runs now, the three
 * add-ons with their totals, then the card for the one chosen, then what it granted.
 */
export function AddOnsTab({ onOpenBilling }: { onOpenBilling: () => void }) {
  const { data, error, mutate } = useAddOns();
  const [order, setOrder] = useState<AddOnOrder | null>(null);
  const [receipt, setReceipt] = useState<AddOnReceipt | null>(null);
  if (error) return <LoadFailed message={addOnTexts.loadFailed} onRetry={() => mutate()} />;
  if (!data) return <PageLoader />;
  if (receipt) {
    return (
      <AddOnPaid receipt={receipt} onOpenBilling={onOpenBilling} onDone={() => setReceipt(null)} />
    );
  }
  if (order) {
    return (
      <AddOnCheckout
        order={order}
        onBack={() => setOrder(null)}
        onPaid={(paid) => {
          setOrder(null);
          setReceipt(paid);
        }}
      />
    );
  }
  const listing = { verified: data.verified, fastTracked: data.active.fastTracked };
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size="lg">
          {addOnTexts.heading}
        </Heading>
        <Text color="fg.muted">{addOnTexts.intro}</Text>
      </Stack>
      <RunningAddOns active={data.active} verified={data.verified} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {addOns.map((addOn) => (
          <AddOnOffer
            key={addOn.id}
            addOn={addOn}
            area={data.area}
            refusal={addOnRefusal(addOn, listing)}
            onChoose={setOrder}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
