import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type Plan, plans } from '#schema/plans';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PlanCard } from '../../entities/billing/PlanCard';
import { annualOffer, billingSuffix, formatPounds } from '../../entities/billing/planPricing';
import { BillingSummaryCard } from './BillingSummaryCard';
import { planTexts } from './planTexts';
import { useBilling } from './useBilling';
import { usePlanChange } from './usePlanChange';

interface UpgradePlanTabProps {
  currentPlan: string;
  /** Billing exists only once there is a listing. */
  hasListing: boolean;
}

/** A plan card's button: the free plan is a downgrade (asked first), the others upgrades. */
function PlanAction({
  plan,
  isCurrent,
  onDowngrade,
}: {
  plan: Plan;
  isCurrent: boolean;
  onDowngrade: () => void;
}) {
  if (isCurrent) {
    return (
      <Button w="full" disabled variant="subtle">
        Current Plan
      </Button>
    );
  }
  if (plan.id === 'free') {
    return (
      <Button w="full" variant="outline" onClick={onDowngrade}>
        Downgrade
      </Button>
    );
  }
  return (
    <Button asChild w="full">
      <RouterLink to={`/upgrade-payment?plan=${plan.id}`}>Upgrade</RouterLink>
    </Button>
  );
}

/**
 * The four plans (docs/product/business-side.md §2.5), the current one marked, with the billing
 * summary.
 */
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
          Change plan at any time. Paid plans are billed monthly, or annually with {annualOffer}.
        </Text>
      </Stack>
      {hasListing && <BillingSummaryCard billing={billing} />}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {plans.map((plan) => {
          const isCurrent = plan.id === currentPlan;
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              highlighted={isCurrent}
              badge={isCurrent ? 'Current' : undefined}
              price={formatPounds(plan.monthlyPrice)}
              per={billingSuffix.monthly}
              action={
                <PlanAction
                  plan={plan}
                  isCurrent={isCurrent}
                  onDowngrade={() => setConfirming(true)}
                />
              }
            />
          );
        })}
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
