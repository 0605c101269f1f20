import { Badge, Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Plan } from '#schema/catalogues';
import { PlanFeatureList } from '../../entities/billing/PlanFeatureList';

interface PlanCardProps {
  plan: Plan;
  isCurrent: boolean;
  /** The free card's button: asks before cancelling the paid plan at the period's end. */
  onDowngrade: () => void;
}

/** One plan with its price and features; the free plan is a downgrade, the rest upgrades. */
export function PlanCard({ plan, isCurrent, onDowngrade }: PlanCardProps) {
  return (
    <Card.Root
      as="article"
      aria-label={`${plan.name} plan`}
      borderColor={isCurrent ? 'colorPalette.solid' : undefined}
      borderWidth={isCurrent ? '2px' : '1px'}
    >
      <Card.Header gap="2">
        <HStack justify="space-between">
          <Heading as="h3" size="md">
            {plan.name}
          </Heading>
          {isCurrent && <Badge variant="solid">Current</Badge>}
        </HStack>
        <HStack gap="1" align="baseline">
          <Text fontSize="3xl" fontWeight="bold">
            £{plan.monthlyPrice}
          </Text>
          <Text color="fg.muted">/month</Text>
        </HStack>
      </Card.Header>
      <Card.Body>
        <PlanFeatureList features={plan.features} />
      </Card.Body>
      <Card.Footer>
        {isCurrent ? (
          <Button w="full" disabled variant="subtle">
            Current Plan
          </Button>
        ) : plan.id === 'free' ? (
          <Button w="full" variant="outline" onClick={onDowngrade}>
            Downgrade
          </Button>
        ) : (
          <Button asChild w="full">
            <RouterLink to={`/upgrade-payment?plan=${plan.id}`}>Upgrade</RouterLink>
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
