import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { plans } from '#schema/catalogues';
import { PlanCard } from './PlanCard';

/** The four plans (spec business-side §2.5), the current one marked. */
export function UpgradePlanTab({ currentPlan }: { currentPlan: string }) {
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size="lg">
          Choose Your Plan
        </Heading>
        <Text color="fg.muted">
          Change plan at any time. Paid plans are billed monthly, or annually with 10% off.
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} isCurrent={plan.id === currentPlan} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
