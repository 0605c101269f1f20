import { Badge, Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { BillingCycle, Plan } from '#schema/catalogues';
import { PlanFeatureList } from '../../entities/billing/PlanFeatureList';
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

/** A plan on the landing page, priced with the registration reading (business-side §9). */
export function LandingPlanCard({ plan, billing, isPopular }: LandingPlanCardProps) {
  const price = periodPrice(plan, billing, 'registration');
  const saving = annualSaving(plan, 'registration');
  const isFree = plan.id === 'free';
  return (
    <Card.Root
      as="article"
      aria-label={`${plan.name} plan`}
      borderColor={isPopular ? 'colorPalette.solid' : undefined}
      borderWidth={isPopular ? '2px' : '1px'}
    >
      <Card.Header gap="2">
        <HStack justify="space-between">
          <Heading as="h3" size="md">
            {plan.name}
          </Heading>
          {isPopular && <Badge variant="solid">Most popular</Badge>}
        </HStack>
        <HStack gap="1" align="baseline">
          <Text fontSize="3xl" fontWeight="bold">
            {formatPounds(price)}
          </Text>
          <Text color="fg.muted">{isFree ? 'forever' : billingSuffix[billing]}</Text>
        </HStack>
        {!isFree && billing === 'annual' && (
          <Text color="colorPalette.fg" fontSize="sm" fontWeight="medium">
            Save {formatPounds(saving)} a year
          </Text>
        )}
      </Card.Header>
      <Card.Body>
        <PlanFeatureList features={plan.features} />
      </Card.Body>
      <Card.Footer>
        <Button asChild w="full" variant={isPopular ? 'solid' : 'outline'}>
          <RouterLink to={`/register-form?plan=${plan.id}&billing=${billing}`}>
            {isFree ? 'Start for free' : `Choose ${plan.name}`}
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
