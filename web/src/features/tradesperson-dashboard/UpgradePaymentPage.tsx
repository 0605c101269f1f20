import {
  Button,
  Card,
  Container,
  Heading,
  SegmentGroup,
  Separator,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowLeft, LuBriefcase, LuLogIn } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { type BillingCycle, findPlan, isDowngrade, type Plan, plans } from '#schema/plans';
import { useCurrentUser } from '../../api/useCurrentUser';
import { FormAlert } from '../../components/FormAlert';
import { MessagePanel } from '../../components/MessagePanel';
import { PageLoader } from '../../components/PageLoader';
import { useTradesmanAccount } from '../../entities/account/useTradesmanAccount';
import { BilledPrice } from '../../entities/billing/BilledPrice';
import { BillingToggle } from '../../entities/billing/BillingToggle';
import { CardEntry } from '../../entities/billing/CardEntry';
import { CardDeclinedError } from '../../entities/billing/cardPayment';
import { DueToday } from '../../entities/billing/DueToday';
import { PlanCard } from '../../entities/billing/PlanCard';
import {
  annualSaving,
  billingSuffix,
  formatPence,
  formatPounds,
  periodPrice,
} from '../../entities/billing/planPricing';
import { useCardEntry } from '../../entities/billing/useCardEntry';
import { usePricePreview } from '../../entities/billing/usePricePreview';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { planTexts } from './planTexts';
import { PriceChangedError, usePlanChange } from './usePlanChange';

const paidPlans = plans.filter((plan) => plan.id !== 'free');
const defaultPlan = findPlan('starter') as Plan;

/**
 * Only a known paid plan is accepted from the address; anything else is starter
 * (docs/product/business-side.md §2.4).
 */
const paidPlanFrom = (id: string | null) => paidPlans.find((plan) => plan.id === id) ?? defaultPlan;

/** The button says what the card is charged, once that is known, and which way the plan moves. */
function payLabel(amount: number | undefined, downgrade: boolean) {
  if (amount === undefined)
    return downgrade ? planTexts.completeDowngrade : planTexts.completeUpgrade;
  if (amount === 0) return 'Change plan: nothing to pay today';
  return `Pay ${formatPence(amount)} and ${downgrade ? 'downgrade' : 'upgrade'}`;
}

function UpgradeForm({ currentPlan }: { currentPlan: string }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [plan, setPlan] = useState(() => paidPlanFrom(searchParams.get('plan')));
  const [billing, setBilling] = useState<BillingCycle>('monthly');
  const { confirmCard, onReady: onCardReady } = useCardEntry();
  const {
    preview,
    error: previewError,
    refresh,
  } = usePricePreview({ plan: plan.id, billing, context: 'upgrade', promoCode: '' });
  const downgrade = isDowngrade(currentPlan, plan.id);
  useDocumentTitle(downgrade ? planTexts.downgradeHeading : planTexts.upgradeHeading);
  const { changePlan, isChanging, failure } = usePlanChange({
    onChanged: () => navigate('/dashboard'),
    success: (reply) => ({
      title: downgrade ? planTexts.downgradedToPaidTitle : planTexts.upgradedTitle,
      description: reply.message,
    }),
    failure: ({ error, message }) => {
      if (error instanceof PriceChangedError) void refresh();
      return {
        title: planTexts.failedTitle,
        description:
          error instanceof CardDeclinedError || error instanceof PriceChangedError
            ? error.message
            : (message ?? planTexts.failedDescription),
      };
    },
  });
  const price = periodPrice(plan, billing);
  const saving = annualSaving(plan);

  return (
    <>
      <Heading as="h1" size="3xl">
        {downgrade ? planTexts.downgradeHeading : planTexts.upgradeHeading}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
        <Stack gap="4">
          <SegmentGroup.Root
            aria-label="Plan"
            value={plan.id}
            onValueChange={(details) => setPlan(paidPlanFrom(details.value))}
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={paidPlans.map((paid) => ({ value: paid.id, label: paid.name }))}
            />
          </SegmentGroup.Root>
          <PlanCard
            plan={plan}
            highlighted
            price={formatPounds(price)}
            per={billingSuffix[billing]}
            headingLevel="h2"
          />
          <BillingToggle value={billing} onChange={setBilling} />
          {billing === 'annual' && (
            <Text color="colorPalette.fg" fontWeight="medium">
              Save {formatPounds(saving)} per year
            </Text>
          )}
        </Stack>
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="md">
              Payment summary
            </Heading>
          </Card.Header>
          <Card.Body gap="4">
            <BilledPrice plan={plan} billing={billing} price={price} />
            <Separator />
            <DueToday preview={preview} error={previewError} billing={billing} />
            <Separator />
            <CardEntry amountPence={preview?.amount ?? price * 100} onReady={onCardReady} />
            <Button
              size="lg"
              disabled={!confirmCard || !preview || Boolean(previewError)}
              loading={isChanging}
              onClick={() =>
                confirmCard &&
                preview &&
                void changePlan({ plan: plan.id, billing, confirmCard, price: preview })
              }
            >
              {payLabel(preview?.amount, downgrade)}
            </Button>
            {failure && <FormAlert title={failure.title} message={failure.description ?? ''} />}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </>
  );
}

/** The form, once the account says which plan is current: a cheaper one is a downgrade. */
function CurrentPlanUpgradeForm() {
  const { account } = useTradesmanAccount();
  return account ? <UpgradeForm currentPlan={account.plan} /> : <PageLoader />;
}

/**
 * /upgrade-payment?plan= (docs/product/business-side.md §2.4): change to a paid plan with a real
 * payment.
 */
export function UpgradePaymentPage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoader />;
  if (!user) {
    return (
      <MessagePanel
        title="Please Sign In"
        message="Sign in to your business account to change your plan."
        action={{ label: 'Sign In', to: '/auth' }}
        icon={{ as: LuLogIn, tone: 'muted' }}
      />
    );
  }
  // Signed in, but not as a business: asking them to sign in would be untrue (issue 26).
  if (user.role !== 'tradesperson') {
    return (
      <MessagePanel
        title={planTexts.businessOnlyTitle}
        message={planTexts.businessOnly}
        action={{ label: planTexts.listBusiness, to: '/register' }}
        icon={{ as: LuBriefcase, tone: 'muted' }}
      />
    );
  }
  return (
    <Container maxW="5xl" py={{ base: 8, md: 12 }}>
      <Stack gap="6">
        <Button asChild variant="ghost" size="sm" alignSelf="start">
          <RouterLink to="/dashboard">
            <LuArrowLeft aria-hidden />
            {planTexts.backToDashboard}
          </RouterLink>
        </Button>
        <CurrentPlanUpgradeForm />
      </Stack>
    </Container>
  );
}
