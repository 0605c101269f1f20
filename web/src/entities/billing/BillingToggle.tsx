import { SegmentGroup } from '@chakra-ui/react';
import type { BillingCycle } from '#schema/plans';
import { annualOffer } from './planPricing';

interface BillingToggleProps {
  value: BillingCycle;
  onChange: (billing: BillingCycle) => void;
}

/**
 * Monthly or annual billing, as one labelled choice worded the same on every screen (landing,
 * registration, upgrade): the annual price is ten months' price.
 */
export function BillingToggle({ value, onChange }: BillingToggleProps) {
  return (
    <SegmentGroup.Root
      aria-label="Billing cycle"
      value={value}
      onValueChange={(details) => onChange(details.value as BillingCycle)}
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items
        items={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'annual', label: `Annual (${annualOffer})` },
        ]}
      />
    </SegmentGroup.Root>
  );
}
