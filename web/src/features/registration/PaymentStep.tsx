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
import { annualSaving, formatPounds, periodPrice } from '../../entities/billing/planPricing';
import { useCardEntry } from '../../entities/billing/useCardEntry';
import { registrationTexts } from './registrationTexts';

interface PaymentStepProps {
  plan: Plan;
  billing: BillingCycle;
  onBillingChange: (billing: BillingCycle) => void;
  onPay: (payment: { promoCode: string; confirmCard: ConfirmCard }) => void;
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
  const [termsAccepted, setTermsAccepted] = useState(false);
  const { confirmCard, onReady: onCardReady } = useCardEntry();
  const price = periodPrice(plan, billing);
  const canPay = termsAccepted && confirmCard !== null;

  return (
    <form
      aria-label="Payment"
      onSubmit={(event) => {
        event.preventDefault();
        if (confirmCard && termsAccepted) onPay({ promoCode: promoCode.trim(), confirmCard });
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
          <HStack justify="space-between">
            <Text fontWeight="semibold">Due today</Text>
            <Text fontWeight="bold">{formatPounds(price)}</Text>
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            Renews automatically every {billing === 'annual' ? 'year' : 'month'} until you cancel. A
            valid promo code is taken off when you pay.
          </Text>
        </Stack>
        <FormField label="Promo code">
          <Input
            name="promoCode"
            autoComplete="off"
            maxLength={40}
            value={promoCode}
            onChange={(event) => setPromoCode(event.currentTarget.value.toUpperCase())}
          />
        </FormField>
        <Stack gap="3">
          <Heading as="h3" size="md">
            Card details
          </Heading>
          <CardEntry amountPence={Math.round(price * 100)} onReady={onCardReady} />
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
            Pay {formatPounds(price)} and register
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
