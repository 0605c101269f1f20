import { Button, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuClipboardCheck, LuRefreshCw } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { verificationStatusLabels } from '#schema/catalogues';
import { api } from '../../../api/client';
import { AdminPage } from '../../../components/AdminPage';
import { CsvDownloadButton } from '../../../components/CsvDownloadButton';
import { EmptyPanel } from '../../../components/EmptyPanel';
import { LoadFailed } from '../../../components/LoadFailed';
import { Pager } from '../../../components/Pager';
import { SelectField } from '../../../components/SelectField';
import { downloadAttachment } from '../../../lib/downloadAttachment';
import { type Application, type ApplicationStatus, useApplications } from '../useApplications';
import { ApplicationList } from './ApplicationList';
import { ReviewDialog } from './ReviewDialog';
import { variantATexts } from './verificationTexts';

const filters = ['pending', 'under_review', 'rejected', 'verified', 'all'] as const;
const filterOf = (value: string | null): (typeof filters)[number] =>
  filters.includes(value as (typeof filters)[number])
    ? (value as (typeof filters)[number])
    : 'pending';

/**
 * /admin/verification, variant A (docs/product/business-side.md §2.8): filter, refresh, CSV, list
 * and review dialog.
 */
export function TradesmanVerificationPage() {
  const [params, setParams] = useSearchParams();
  const status: ApplicationStatus = filterOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useApplications({ status, page });
  const [reviewing, setReviewing] = useState<Application>();

  const setQuery = (next: Record<string, string>) => setParams(next, { replace: true });

  return (
    <AdminPage
      title="Tradesman Verification"
      description="Review tradesperson applications and their documents, then approve or reject them."
      actions={
        <>
          <Button variant="outline" onClick={() => void list.mutate()} loading={list.isValidating}>
            <LuRefreshCw aria-hidden /> Refresh
          </Button>
          <CsvDownloadButton
            label="Download CSV"
            download={() =>
              downloadAttachment(api.admin['tradesman-csv'].$get(), 'tradesman-applications.csv')
            }
          />
        </>
      }
    >
      <Stack gap="6">
        <SelectField
          label="Status"
          flex="0"
          options={filters.map((value) => ({
            value,
            label: value === 'all' ? 'All' : verificationStatusLabels[value],
          }))}
          value={status}
          onChange={(value) => setQuery({ status: value })}
        />
        {list.error ? (
          <LoadFailed message={variantATexts.loadFailed} onRetry={() => void list.mutate()} />
        ) : !list.data ? (
          <SimpleGrid
            columns={{ base: 1, md: 2 }}
            gap="4"
            role="status"
            aria-busy="true"
            aria-label="Loading applications"
          >
            {[1, 2, 3, 4].map((card) => (
              <Skeleton key={card} height="40" rounded="lg" />
            ))}
          </SimpleGrid>
        ) : list.data.applications.length === 0 ? (
          <EmptyPanel icon={LuClipboardCheck} title={variantATexts.empty(status)} />
        ) : (
          <>
            <ApplicationList applications={list.data.applications} onReview={setReviewing} />
            <Pager
              label="Applications"
              page={page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPage={(next) => setQuery({ status, page: String(next) })}
            />
          </>
        )}
      </Stack>
      {reviewing && (
        <ReviewDialog application={reviewing} onClose={() => setReviewing(undefined)} />
      )}
    </AdminPage>
  );
}
