import { HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';
import { LoadFailed } from '../../components/LoadFailed';
import type { DirectoryView } from '../../components/listing/directoryView';
import { TradesmanCard } from '../../components/listing/TradesmanCard';
import { DirectoryEmpty } from './DirectoryEmpty';
import { DirectoryPager } from './DirectoryPager';
import { DirectorySkeleton } from './DirectorySkeleton';
import { DirectoryViewToggle } from './DirectoryViewToggle';
import type { DirectorySearch } from './directoryParams';
import { directoryErrorMessage, directoryTexts } from './directoryTexts';
import { ResultSummary } from './ResultSummary';
import { useDirectoryCount } from './useDirectory';
import { useDirectoryPaging } from './useDirectoryPaging';

interface DirectoryResultsProps {
  search: DirectorySearch;
  view: DirectoryView;
  onViewChange: (view: DirectoryView) => void;
  onClearFilters: () => void;
}

/** The listings for one search, with their loading, error and empty states and the paging. */
export function DirectoryResults({
  search,
  view,
  onViewChange,
  onClearFilters,
}: DirectoryResultsProps) {
  const paging = useDirectoryPaging(search);
  const total = useDirectoryCount(search).data?.count;
  const top = useRef<HTMLDivElement>(null);
  const { data: batch, error, isValidating, mutate } = paging.batch;
  const shown = paging.pageListings;

  function showPage(page: number) {
    paging.setPage(page);
    top.current?.scrollIntoView({ block: 'start' });
  }

  let body: ReactNode;
  if (error && !isValidating)
    body = (
      <LoadFailed
        title={directoryTexts.errorTitle}
        message={directoryErrorMessage(error)}
        onRetry={() => mutate()}
      />
    );
  else if (!batch) body = <DirectorySkeleton view={view} />;
  else if (batch.length === 0) {
    body = (
      <DirectoryEmpty
        onClearFilters={onClearFilters}
        onRefresh={() => mutate()}
        isRefreshing={isValidating}
      />
    );
  } else {
    body = (
      <SimpleGrid columns={view === 'list' ? 1 : { base: 1, md: 2, lg: 3 }} gap="4">
        {shown.map((listing) => (
          <TradesmanCard key={listing.id} listing={listing} view={view} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="5" ref={top} scrollMarginTop="24">
      <HStack justify="space-between" minH="8">
        {batch && shown.length > 0 ? (
          <ResultSummary
            first={paging.firstPosition}
            last={paging.firstPosition + shown.length - 1}
            total={total}
          />
        ) : (
          <span />
        )}
        <DirectoryViewToggle view={view} onChange={onViewChange} />
      </HStack>
      {body}
      {batch && (paging.pageCount > 1 || paging.canLoadNext || paging.canLoadPrevious) && (
        <DirectoryPager
          count={batch.length}
          page={paging.page}
          onPageChange={showPage}
          canLoadNext={paging.canLoadNext}
          canLoadPrevious={paging.canLoadPrevious}
          onLoadNext={paging.loadNext}
          onLoadPrevious={paging.loadPrevious}
        />
      )}
    </Stack>
  );
}
