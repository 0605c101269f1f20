import {
  Button,
  Card,
  Container,
  Heading,
  HStack,
  SegmentGroup,
  Separator,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { LuArrowLeft, LuLogIn } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { type BillingCycle, findPlan, type Plan, plans } from '#schema/catalogues';
import { useCurrentUser } from '../../api/useCurrentUser';
import { MessagePanel } from '../../components/MessagePanel';
import { PageLoader } from '../../components/PageLoader';
import { CardEntry } from '../../entities/billing/CardEntry';
import { CardDeclinedError, type ConfirmCard } from '../../entities/billing/cardPayment';
import { PlanFeatureList } from '../../entities/billing/PlanFeatureList';
import {
  annualSaving,
  billingSuffix,
  formatPounds,
  periodPrice,
} from '../../entities/billing/planPricing';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { planTexts } from './planTexts';
import { usePlanChange } from './usePlanChange';

const paidPlans = plans.filter((plan) => plan.id !== 'free');
const defaultPlan = findPlan('starter') as Plan;

/** Only a known paid plan is accepted from the address; anything else is starter (§2.4). */
const paidPlanFrom = (id: string | null) => paidPlans.find((plan) => plan.id === id) ?? defaultPlan;

function UpgradeForm() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [plan, setPlan] = useState(() => paidPlanFrom(searchParams.get('plan')));
  const [billing, setBilling] = useState<BillingCycle>('monthly');
  const [confirmCard, setConfirmCard] = useState<ConfirmCard | null>(null);
  const onCardReady = useCallback(
    (confirm: ConfirmCard | null) => setConfirmCard(() => confirm),
    [],
  );
  const [upgrade, isUpgrading] = usePlanChange({
    onChanged: () => navigate('/dashboard'),
    success: (reply) => ({ title: planTexts.upgradedTitle, description: reply.message }),
    failure: ({ error, message }) => ({
      title: planTexts.failedTitle,
      description:
        error instanceof CardDeclinedError
          ? error.message
          : (message ?? planTexts.failedDescription),
    }),
  });
  const price = periodPrice(plan, billing, 'upgrade');
  const saving = annualSaving(plan, 'upgrade');

  return (
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
        <Card.Root
          as="article"
          aria-label={`${plan.name} plan`}
          borderColor="colorPalette.solid"
          borderWidth="2px"
        >
          <Card.Header gap="2">
            <Heading as="h2" size="lg">
              {plan.name}
            </Heading>
            <HStack gap="1" align="baseline">
              <Text fontSize="3xl" fontWeight="bold">
                {formatPounds(price)}
              </Text>
              <Text color="fg.muted">{billingSuffix[billing]}</Text>
            </HStack>
          </Card.Header>
          <Card.Body>
            <PlanFeatureList features={plan.features} />
          </Card.Body>
        </Card.Root>
        <SegmentGroup.Root
          aria-label="Billing cycle"
          value={billing}
          onValueChange={(details) => setBilling(details.value as BillingCycle)}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: 'monthly', label: 'Monthly' },
              { value: 'annual', label: 'Annual · Save 10%' },
            ]}
          />
        </SegmentGroup.Root>
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
          <HStack justify="space-between">
            <Text>
              {plan.name} plan, billed {billing === 'annual' ? 'annually' : 'monthly'}
            </Text>
            <Text fontWeight="semibold">
              {formatPounds(price)}
              {billingSuffix[billing]}
            </Text>
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            A change from a paid plan is prorated: you pay the difference for the rest of the
            current period. Renews automatically until you cancel.
          </Text>
          <Separator />
          <CardEntry amountPence={Math.round(price * 100)} onReady={onCardReady} />
          <Button
            size="lg"
            disabled={!confirmCard}
            loading={isUpgrading}
            onClick={() => confirmCard && void upgrade({ plan: plan.id, billing, confirmCard })}
          >
            Complete Upgrade
          </Button>
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}

/** /upgrade-payment?plan= (business-side §2.4): change to a paid plan with a real payment. */
export function UpgradePaymentPage() {
  useDocumentTitle('Upgrade Your Plan');
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoader />;
  if (user?.role !== 'tradesperson') {
    return (
      <MessagePanel
        title="Please Sign In"
        message="Sign in to your business account to change your plan."
        action={{ label: 'Sign In', to: '/auth' }}
        icon={{ as: LuLogIn, tone: 'muted' }}
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
        <Heading as="h1" size="3xl">
          Upgrade Your Plan
        </Heading>
        <UpgradeForm />
      </Stack>
    </Container>
  );
}
