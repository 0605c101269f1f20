import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { BillingCycle, Plan } from '#schema/plans';
import { PlanCard } from '../../entities/billing/PlanCard';
import {
  annualSaving,
  billingSuffix,
  formatPounds,
  periodPrice,
} from '../../entities/billing/planPricing';

interface LandingPlanCardProps {
  plan: Plan;
  billing: BillingCycle;
  isPopular: boolean;
}

/**
 * A plan on the landing page, priced with the registration reading
 * (docs/product/business-side.md §9).
 */
export function LandingPlanCard({ plan, billing, isPopular }: LandingPlanCardProps) {
  const isFree = plan.id === 'free';
  return (
    <PlanCard
      plan={plan}
      highlighted={isPopular}
      badge={isPopular ? 'Most popular' : undefined}
      price={formatPounds(periodPrice(plan, billing))}
      per={isFree ? 'forever' : billingSuffix[billing]}
      note={
        !isFree && billing === 'annual'
          ? `Save ${formatPounds(annualSaving(plan))} a year`
          : undefined
      }
      action={
        <Button asChild w="full" variant={isPopular ? 'solid' : 'outline'}>
          <RouterLink to={`/register-form?plan=${plan.id}&billing=${billing}`}>
            {isFree ? 'Start for free' : `Choose ${plan.name}`}
          </RouterLink>
        </Button>
      }
    />
  );
}
