import { Badge, Link, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import { findPlan } from '#schema/plans';
import { api, unwrap } from '../../../api/client';
import { EmptyPanel } from '../../../components/EmptyPanel';
import { ResponsiveTable, type TableColumn } from '../../../components/ResponsiveTable';
import { formatDate } from '../../../lib/formatDate';
import { billingDriftKey } from './adminKeys';
import { DashboardPanel } from './DashboardPanel';
import { PanelContent } from './PanelContent';

type Drift = Awaited<ReturnType<typeof loadDrift>>['rows'][number];
const loadDrift = () => unwrap(api.admin['billing-drift'].$get());

const fieldLabels = { plan: 'Plan', status: 'Status', periodEnd: 'Period end' } as const;

/** A value as the admin reads it: a plan's name, a date, or Stripe's status word. */
function shown(drift: Drift, value: string) {
  if (drift.field === 'plan') return findPlan(value)?.name ?? value;
  if (drift.field === 'periodEnd' && value !== 'none') return formatDate(value);
  return value.replace('_', ' ');
}

const columns: TableColumn<Drift>[] = [
  {
    header: 'Listing',
    hideCardLabel: true,
    cell: (drift) => (
      <Link asChild fontWeight="medium">
        <RouterLink to={`/tradesman/${drift.tradesmanId}`}>{drift.listingName}</RouterLink>
      </Link>
    ),
  },
  { header: 'Differs in', cell: (drift) => fieldLabels[drift.field] },
  { header: 'Ours', cell: (drift) => shown(drift, drift.ours) },
  { header: 'Stripe', cell: (drift) => shown(drift, drift.stripe) },
  {
    header: 'Since',
    cell: (drift) => formatDate(drift.foundAt),
    cellProps: { whiteSpace: 'nowrap' },
  },
];

/**
 * Where a paid listing and its Stripe subscription disagree, as the daily reconciliation (03:00
 * UTC) last found them; a row goes once the two agree again.
 */
export function BillingDriftPanel() {
  const { data, error } = useSWR(billingDriftKey, loadDrift);
  return (
    <DashboardPanel
      title="Billing Drift"
      description="Paid listings whose plan, status or period end differs from Stripe, checked daily at 03:00 UTC."
    >
      {data?.count === 0 ? (
        <EmptyPanel
          icon={LuCircleCheck}
          title="No billing drift: every paid listing matches Stripe."
        />
      ) : (
        <PanelContent
          label="billing drift"
          error={error}
          items={data?.rows}
          loadFailed="Failed to load the billing drift."
          empty=""
        >
          <Stack gap="3">
            <Text>
              <Badge colorPalette="red" size="lg">
                {data?.count} open
              </Badge>{' '}
              {data?.count === 1 ? 'difference' : 'differences'} from Stripe
            </Text>
            <ResponsiveTable
              label="Differences from Stripe"
              rows={data?.rows ?? []}
              rowKey={(drift) => drift.id}
              columns={columns}
            />
          </Stack>
        </PanelContent>
      )}
    </DashboardPanel>
  );
}
