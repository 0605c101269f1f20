import { Alert } from '@chakra-ui/react';
import { planTexts } from './planTexts';
import { useBilling } from './useBilling';

/**
 * A failed renewal (past due) warns on every tab of the dashboard, not only on Upgrade Plan
 * (issue 26): the trade must see it wherever they are before their listing moves to Free.
 */
export function BillingProblemBanner({ hasListing }: { hasListing: boolean }) {
  const { data: billing } = useBilling(hasListing);
  if (!billing?.billingProblem) return null;
  return (
    <Alert.Root status="error" mb="6">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{planTexts.billingProblemTitle}</Alert.Title>
        <Alert.Description>{planTexts.billingProblem}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
