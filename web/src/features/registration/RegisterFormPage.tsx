import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { type BillingCycle, findPlan, type Plan } from '#schema/plans';
import { businessDetailsRules } from '#schema/rules';
import { FormAlert } from '../../components/FormAlert';
import { useForm } from '../../components/form/useForm';
import { billingSuffix, formatPounds, periodPrice } from '../../entities/billing/planPricing';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { BusinessDetailsStep, emptyBusinessDetails } from './BusinessDetailsStep';
import { PaymentStep } from './PaymentStep';
import { registrationTexts } from './registrationTexts';
import { takenEmailMessage } from './takenEmailMessage';
import { useRegistration } from './useRegistration';

const freePlan = findPlan('free') as Plan;

/**
 * /register-form?plan=: business details, then payment for a paid plan
 * (docs/product/business-side.md §2.2).
 */
export function RegisterFormPage() {
  useDocumentTitle('Register Your Business');
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('plan');
  // New listings default to the free plan (docs/product/business-side.md §9), so an unknown plan
  // falls back to it.
  const plan = findPlan(requested) ?? freePlan;
  const [billing, setBilling] = useState<BillingCycle>(
    searchParams.get('billing') === 'annual' ? 'annual' : 'monthly',
  );
  const [step, setStep] = useState<'details' | 'payment'>('details');
  const form = useForm(businessDetailsRules, emptyBusinessDetails);
  const { register, isRegistering, failure } = useRegistration();
  const [isCheckingEmail, setIsCheckingEmail] = useState(false);
  const isFree = plan.id === 'free';

  const submitDetails = form.submit(async (details) => {
    if (isFree) {
      void register({ details, plan: plan.id, billing: 'monthly', promoCode: '' });
      return;
    }
    // A taken address is said under its field here, not first at Pay (issue 26).
    setIsCheckingEmail(true);
    const taken = await takenEmailMessage(details.contactEmail).finally(() =>
      setIsCheckingEmail(false),
    );
    if (taken) form.setErrors({ contactEmail: taken });
    else setStep('payment');
  });

  return (
    <Container maxW="3xl" py={{ base: 8, md: 12 }}>
      <Stack gap="6">
        <Button asChild variant="ghost" alignSelf="start" size="sm">
          <RouterLink to="/register">
            <LuArrowLeft aria-hidden />
            {registrationTexts.backToPlans}
          </RouterLink>
        </Button>
        <Stack gap="2">
          <Heading as="h1" size="3xl">
            Register Your Business
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={isFree ? 'gray' : 'green'} size="lg">
              {plan.name} plan
            </Badge>
            <Text color="fg.muted">
              {isFree
                ? 'Free forever'
                : `${formatPounds(periodPrice(plan, billing))}${billingSuffix[billing]}`}
            </Text>
            {!isFree && (
              <Text color="fg.muted" aria-live="polite">
                · Step {step === 'details' ? 1 : 2} of 2
              </Text>
            )}
          </HStack>
        </Stack>
        {requested !== null && !findPlan(requested) && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{registrationTexts.unknownPlanNotice}</Alert.Title>
          </Alert.Root>
        )}
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="lg">
              {step === 'details' ? 'Business details' : 'Payment'}
            </Heading>
          </Card.Header>
          <Card.Body>
            {step === 'details' ? (
              <BusinessDetailsStep
                form={form}
                plan={plan}
                onSubmit={submitDetails}
                submitLabel={isFree ? 'Complete Registration' : 'Continue to Payment'}
                isSubmitting={isRegistering || isCheckingEmail}
              />
            ) : (
              <PaymentStep
                plan={plan}
                billing={billing}
                onBillingChange={setBilling}
                isPaying={isRegistering}
                onBack={() => setStep('details')}
                onPay={({ promoCode, confirmCard, expectedAmount }) => {
                  const details = form.check();
                  if (!details) {
                    setStep('details');
                    return;
                  }
                  void register({
                    details,
                    plan: plan.id,
                    billing,
                    promoCode,
                    confirmCard,
                    expectedAmount,
                  });
                }}
              />
            )}
            {failure && (
              <Box mt="4">
                <FormAlert title={failure.title} message={failure.description ?? ''} />
              </Box>
            )}
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
