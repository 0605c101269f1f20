import { SegmentGroup } from '@chakra-ui/react';
import type { BillingCycle } from '#schema/catalogues';

interface BillingToggleProps {
  value: BillingCycle;
  onChange: (billing: BillingCycle) => void;
  /** What the annual choice saves, e.g. '2 months free'. */
  annualNote: string;
}

/** Monthly or annual billing, as one labelled choice. */
export function BillingToggle({ value, onChange, annualNote }: BillingToggleProps) {
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
          { value: 'annual', label: `Annual (${annualNote})` },
        ]}
      />
    </SegmentGroup.Root>
  );
}
