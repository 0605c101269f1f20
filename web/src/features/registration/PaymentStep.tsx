import {
  Button,
  Checkbox,
  Field,
  Heading,
  HStack,
  Input,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { BillingCycle, Plan } from '#schema/plans';
import { FormField } from '../../components/FormField';
import { BilledPrice } from '../../entities/billing/BilledPrice';
import { BillingToggle } from '../../entities/billing/BillingToggle';
import { CardEntry } from '../../entities/billing/CardEntry';
import type { ConfirmCard } from '../../entities/billing/cardPayment';
import { DueToday } from '../../entities/billing/DueToday';
import {
  annualSaving,
  formatPence,
  formatPounds,
  periodPrice,
} from '../../entities/billing/planPricing';
import { useCardEntry } from '../../entities/billing/useCardEntry';
import { usePricePreview } from '../../entities/billing/usePricePreview';
import { registrationTexts } from './registrationTexts';

interface PaymentStepProps {
  plan: Plan;
  billing: BillingCycle;
  onBillingChange: (billing: BillingCycle) => void;
  onPay: (payment: { promoCode: string; confirmCard: ConfirmCard; expectedAmount: number }) => void;
  onBack: () => void;
  isPaying: boolean;
}

/**
 * Step 2 (docs/product/business-side.md §2.2): billing cycle, price summary, promo code, terms and
 * the card.
 */
export function PaymentStep({
  plan,
  billing,
  onBillingChange,
  onPay,
  onBack,
  isPaying,
}: PaymentStepProps) {
  const [promoCode, setPromoCode] = useState('');
  /** The code whose price is shown: typed codes count once applied, so the price never jumps. */
  const [appliedCode, setAppliedCode] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const { confirmCard, onReady: onCardReady } = useCardEntry();
  const price = periodPrice(plan, billing);
  const { preview, error } = usePricePreview({
    plan: plan.id,
    billing,
    context: 'registration',
    promoCode: appliedCode,
  });
  // An unknown code is the code's fault: said under its field, where it was typed.
  const codeError = appliedCode && error ? error : undefined;
  const canPay = termsAccepted && confirmCard !== null && preview !== undefined && !error;
  const applyCode = () => setAppliedCode(promoCode.trim());

  return (
    <form
      aria-label="Payment"
      onSubmit={(event) => {
        event.preventDefault();
        if (confirmCard && canPay) {
          onPay({ promoCode: appliedCode, confirmCard, expectedAmount: preview.amount });
        }
      }}
    >
      <Stack gap="6">
        <Stack gap="3">
          <Heading as="h3" size="md">
            Billing cycle
          </Heading>
          <BillingToggle value={billing} onChange={onBillingChange} />
        </Stack>
        <Stack
          gap="2"
          borderWidth="1px"
          borderRadius="l2"
          p="4"
          aria-label="Price summary"
          role="group"
        >
          <BilledPrice plan={plan} billing={billing} price={price} />
          {billing === 'annual' && (
            <Text color="colorPalette.fg" fontSize="sm">
              You save {formatPounds(annualSaving(plan))} compared with paying monthly.
            </Text>
          )}
          <Separator />
          <DueToday
            preview={preview}
            error={codeError ? undefined : error}
            billing={billing}
            promoCode={appliedCode}
          />
        </Stack>
        <FormField label="Promo code" error={codeError}>
          <HStack>
            <Input
              name="promoCode"
              autoComplete="off"
              maxLength={40}
              value={promoCode}
              onChange={(event) => setPromoCode(event.currentTarget.value.toUpperCase())}
              onKeyDown={(event) => {
                // Enter applies the code rather than submitting the payment.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyCode();
                }
              }}
            />
            <Button
              variant="outline"
              onClick={applyCode}
              disabled={promoCode.trim() === appliedCode}
            >
              Apply
            </Button>
          </HStack>
        </FormField>
        <Stack gap="3">
          <Heading as="h3" size="md">
            Card details
          </Heading>
          <CardEntry amountPence={preview?.amount ?? price * 100} onReady={onCardReady} />
        </Stack>
        <Field.Root required>
          <Checkbox.Root
            checked={termsAccepted}
            onCheckedChange={(details) => setTermsAccepted(details.checked === true)}
            alignItems="start"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>{registrationTexts.termsLabel}</Checkbox.Label>
          </Checkbox.Root>
        </Field.Root>
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" gap="3">
          <Button variant="outline" onClick={onBack} disabled={isPaying}>
            Back to business details
          </Button>
          <Button type="submit" size="lg" disabled={!canPay} loading={isPaying}>
            {preview ? `Pay ${formatPence(preview.amount)} and register` : 'Pay and register'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
