import { Badge, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuExternalLink, LuReceipt } from 'react-icons/lu';
import { EmptyPanel } from '../../components/EmptyPanel';
import { LoadFailed } from '../../components/LoadFailed';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { formatPence } from '../../entities/billing/planPricing';
import { formatDate } from '../../lib/formatDate';
import { type BillingRecord, useInvoices } from './useInvoices';

export const billingHistoryTexts = {
  emptyTitle: 'No invoices yet',
  empty: 'Your invoices and receipts appear here after your first payment.',
  loadFailed: 'We could not load your invoices. Please try again.',
  receipt: 'Receipt',
  invoice: 'Invoice',
} as const;

const statusLabels: Record<string, { label: string; palette: string }> = {
  paid: { label: 'Paid', palette: 'green' },
  open: { label: 'Not paid', palette: 'orange' },
  uncollectible: { label: 'Not collected', palette: 'red' },
};

const period = (record: BillingRecord) =>
  record.periodStart && record.periodEnd
    ? `${formatDate(record.periodStart)} – ${formatDate(record.periodEnd)}`
    : '—';

/** The Billing tab (issue 23): each invoice with its amount, date, status and Stripe's receipt. */
export function BillingHistoryTab({ hasListing }: { hasListing: boolean }) {
  const { data, error, mutate } = useInvoices(hasListing);
  if (error)
    return <LoadFailed message={billingHistoryTexts.loadFailed} onRetry={() => mutate()} />;
  if (hasListing && !data) return <Skeleton h="40" borderRadius="l3" />;
  const invoices = data?.invoices ?? [];
  if (invoices.length === 0) {
    return (
      <EmptyPanel
        icon={LuReceipt}
        title={billingHistoryTexts.emptyTitle}
        description={billingHistoryTexts.empty}
      />
    );
  }
  return (
    <Stack gap="3">
      <Text color="fg.muted">
        Every amount is what your card was charged, as Stripe recorded it.
      </Text>
      <ResponsiveTable
        label="Invoices"
        rows={invoices}
        rowKey={(record) => record.id}
        columns={[
          { header: 'Date', cell: (record) => formatDate(record.date) },
          { header: 'What for', cell: (record) => record.description },
          { header: 'Period', cell: period },
          {
            header: 'Amount',
            cell: (record) => formatPence(record.amount),
            cellProps: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
          },
          {
            header: 'Status',
            cell: (record) => {
              const status = statusLabels[record.status] ?? {
                label: record.status,
                palette: 'gray',
              };
              return <Badge colorPalette={status.palette}>{status.label}</Badge>;
            },
          },
          {
            header: 'Receipt',
            cell: (record) =>
              record.url ? (
                <Link href={record.url} target="_blank" rel="noreferrer" colorPalette="green">
                  {record.status === 'paid'
                    ? billingHistoryTexts.receipt
                    : billingHistoryTexts.invoice}
                  {record.number ? ` ${record.number}` : ''}
                  <LuExternalLink aria-hidden />
                </Link>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </Stack>
  );
}
