import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { plans } from '#schema/catalogues';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { BillingSummaryCard } from './BillingSummaryCard';
import { PlanCard } from './PlanCard';
import { planTexts } from './planTexts';
import { useBilling } from './useBilling';
import { usePlanChange } from './usePlanChange';

interface UpgradePlanTabProps {
  currentPlan: string;
  /** Billing exists only once there is a listing. */
  hasListing: boolean;
}

/** The four plans (spec business-side §2.5), the current one marked, with the billing summary. */
export function UpgradePlanTab({ currentPlan, hasListing }: UpgradePlanTabProps) {
  const { data: billing } = useBilling(hasListing);
  const [confirming, setConfirming] = useState(false);
  const [downgrade, isDowngrading] = usePlanChange({
    onChanged: () => setConfirming(false),
    success: (reply) => ({ title: planTexts.downgradedTitle, description: reply.message }),
    failure: { title: planTexts.downgradeFailedTitle, description: planTexts.failedDescription },
  });
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
      {hasListing && <BillingSummaryCard billing={billing} />}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            isCurrent={plan.id === currentPlan}
            onDowngrade={() => setConfirming(true)}
          />
        ))}
      </SimpleGrid>
      <ConfirmDialog
        open={confirming}
        title={planTexts.downgradeTitle}
        confirmLabel={planTexts.downgradeConfirm}
        onConfirm={() => void downgrade({ plan: 'free', billing: 'monthly' })}
        onCancel={() => setConfirming(false)}
        isConfirming={isDowngrading}
      >
        {planTexts.downgradeBody}
      </ConfirmDialog>
    </Stack>
  );
}
