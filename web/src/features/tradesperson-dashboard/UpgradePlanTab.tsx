import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isDowngrade, type Plan, plans } from '#schema/plans';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormAlert } from '../../components/FormAlert';
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

/**
 * A plan card's button: the free plan is asked for first; a paid plan is paid for on
 * /upgrade-payment. Either is worded a downgrade when it is cheaper than the current plan.
 */
function PlanAction({
  plan,
  currentPlan,
  onDowngradeToFree,
}: {
  plan: Plan;
  currentPlan: string;
  onDowngradeToFree: () => void;
}) {
  const isCurrent = plan.id === currentPlan;
  if (isCurrent) {
    return (
      <Button w="full" disabled variant="subtle">
        Current Plan
      </Button>
    );
  }
  if (plan.id === 'free') {
    return (
      <Button w="full" variant="outline" onClick={onDowngradeToFree}>
        {planTexts.downgrade}
      </Button>
    );
  }
  const downgrade = isDowngrade(currentPlan, plan.id);
  return (
    <Button asChild w="full" variant={downgrade ? 'outline' : 'solid'}>
      <RouterLink to={`/upgrade-payment?plan=${plan.id}`}>
        {downgrade ? planTexts.downgrade : planTexts.upgrade}
      </RouterLink>
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
  const { changePlan, isChanging, failure } = usePlanChange({
    success: (reply) => ({ title: planTexts.downgradedTitle, description: reply.message }),
    failure: ({ message }) => ({
      title: planTexts.downgradeFailedTitle,
      description: message ?? planTexts.failedDescription,
    }),
  });
  async function downgradeToFree() {
    await changePlan({ plan: 'free', billing: 'monthly' });
    // Either way the tab now says what happened: the new end date, or why it failed.
    setConfirming(false);
  }
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
      {failure && <FormAlert title={failure.title} message={failure.description ?? ''} />}
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
                  currentPlan={currentPlan}
                  onDowngradeToFree={() => setConfirming(true)}
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
        onConfirm={() => void downgradeToFree()}
        onCancel={() => setConfirming(false)}
        isConfirming={isChanging}
      >
        {planTexts.downgradeBody}
      </ConfirmDialog>
    </Stack>
  );
}
