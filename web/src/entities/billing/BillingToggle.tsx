import { SegmentGroup } from '@chakra-ui/react';
import type { BillingCycle } from '#schema/plans';

interface BillingToggleProps {
  value: BillingCycle;
  onChange: (billing: BillingCycle) => void;
  /** The annual choice as its page words it, e.g. 'Annual (2 months free)'. */
  annualLabel: string;
}

/** Monthly or annual billing, as one labelled choice (registration and upgrade). */
export function BillingToggle({ value, onChange, annualLabel }: BillingToggleProps) {
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
          { value: 'annual', label: annualLabel },
        ]}
      />
    </SegmentGroup.Root>
  );
}
