import { Badge } from '@chakra-ui/react';
import { findPlan } from '#schema/plans';

/** '{Plan} Plan', from the plan catalogue. */
export function PlanBadge({ plan }: { plan: string }) {
  return (
    <Badge colorPalette={plan === 'free' ? 'gray' : 'green'} variant="subtle">
      {findPlan(plan)?.name ?? plan} Plan
    </Badge>
  );
}
