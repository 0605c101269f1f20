import { Badge, Card, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { featuresOf, type Plan } from '#schema/plans';
import { TickList } from '../../components/TickList';

interface PlanCardProps {
  plan: Plan;
  /** Drawn with the solid border: the popular, current or chosen plan. */
  highlighted: boolean;
  /** Beside the name, e.g. 'Most popular'. */
  badge?: string;
  /** The price as shown ('£19') and what it buys ('/month'). */
  price: string;
  per: string;
  /** A line under the price, e.g. the annual saving. */
  note?: string;
  /** h2 for a card on its own, h3 (the default) for one of a row of plans. */
  headingLevel?: 'h2' | 'h3';
  /** The card's button, if it has one. */
  action?: ReactNode;
}

/** One plan from the catalogue: name, price and ticked features (landing, dashboard, upgrade). */
export function PlanCard({
  plan,
  highlighted,
  badge,
  price,
  per,
  note,
  headingLevel = 'h3',
  action,
}: PlanCardProps) {
  return (
    <Card.Root
      as="article"
      aria-label={`${plan.name} plan`}
      borderColor={highlighted ? 'colorPalette.solid' : undefined}
      borderWidth={highlighted ? '2px' : '1px'}
    >
      <Card.Header gap="2">
        <HStack justify="space-between">
          <Heading as={headingLevel} size={headingLevel === 'h2' ? 'lg' : 'md'}>
            {plan.name}
          </Heading>
          {badge && <Badge variant="solid">{badge}</Badge>}
        </HStack>
        <HStack gap="1" align="baseline">
          <Text fontSize="3xl" fontWeight="bold">
            {price}
          </Text>
          <Text color="fg.muted">{per}</Text>
        </HStack>
        {note && (
          <Text color="colorPalette.fg" fontSize="sm" fontWeight="medium">
            {note}
          </Text>
        )}
      </Card.Header>
      <Card.Body>
        <TickList items={featuresOf(plan.id)} />
      </Card.Body>
      {action && <Card.Footer>{action}</Card.Footer>}
    </Card.Root>
  );
}
