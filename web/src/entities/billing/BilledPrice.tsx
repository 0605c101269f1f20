import { HStack, Text } from '@chakra-ui/react';
import type { BillingCycle, Plan } from '#schema/plans';
import { billingSuffix, formatPounds } from './planPricing';

interface BilledPriceProps {
  plan: Plan;
  billing: BillingCycle;
  /** One period's price in pounds. */
  price: number;
}

/** A payment summary's first line: the plan, how it is billed, and one period's price. */
export function BilledPrice({ plan, billing, price }: BilledPriceProps) {
  return (
    <HStack justify="space-between">
      <Text>
        {plan.name} plan, billed {billing === 'annual' ? 'annually' : 'monthly'}
      </Text>
      <Text fontWeight="semibold">
        {formatPounds(price)}
        {billingSuffix[billing]}
      </Text>
    </HStack>
  );
}
