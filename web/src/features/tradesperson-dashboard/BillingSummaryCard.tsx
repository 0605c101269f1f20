import { Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuExternalLink } from 'react-icons/lu';
import { findPlan } from '#schema/plans';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { formatDate } from '../../lib/formatDate';
import { planTexts } from './planTexts';
import type { BillingSummary } from './useBilling';

/** The plan, cycle and renewal date, and the way to Stripe's portal. */
export function BillingSummaryCard({ billing }: { billing: BillingSummary | undefined }) {
  const [openPortal, isOpening] = useApiAction(
    () => api.tradesman['billing-portal'].$post({ json: { returnUrl: '/dashboard' } }),
    {
      onSuccess: ({ url }) => window.location.assign(url),
      failure: { title: planTexts.portalFailed, description: planTexts.failedDescription },
    },
  );
  if (!billing) return <Skeleton h="28" borderRadius="l3" />;
  const planName = findPlan(billing.plan)?.name ?? billing.plan;
  return (
    <Card.Root size="sm" aria-label="Your billing">
      <Card.Body>
        <HStack justify="space-between" gap="4" wrap="wrap">
          <Stack gap="1">
            <Heading as="h3" size="sm">
              Current plan: {planName}
              {billing.plan !== 'free' &&
                ` (${billing.billing === 'annual' ? 'annual' : 'monthly'} billing)`}
            </Heading>
            {billing.nextRenewalDate && (
              <Text color="fg.muted">Next renewal: {formatDate(billing.nextRenewalDate)}</Text>
            )}
            {billing.cancelAtPeriodEnd && billing.paidUntil && (
              <Text color="fg.muted">
                Moves to the Free plan on {formatDate(billing.paidUntil)}.
              </Text>
            )}
          </Stack>
          {billing.portalAvailable && (
            <Button variant="outline" onClick={() => void openPortal()} loading={isOpening}>
              {planTexts.manageBilling}
              <LuExternalLink aria-hidden />
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
