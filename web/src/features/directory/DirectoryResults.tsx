import { HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';
import { locations } from '#schema/catalogues';
import { claimableGrantNames } from '#schema/grant-questions';
import { limits } from '#schema/limits';
import { LoadFailed } from '../../components/LoadFailed';
import type { DirectoryView } from '../../entities/tradesman/directoryView';
import { TradesmanCard } from '../../entities/tradesman/TradesmanCard';
import { DirectoryEmpty } from './DirectoryEmpty';
import { DirectoryPager } from './DirectoryPager';
import { DirectoryPastLastPage } from './DirectoryPastLastPage';
import { DirectoryPostcodeNote } from './DirectoryPostcodeNote';
import { DirectorySkeleton } from './DirectorySkeleton';
import { DirectorySortSelect } from './DirectorySortSelect';
import { DirectoryViewToggle } from './DirectoryViewToggle';
import type { DirectorySearch } from './directoryParams';
import { directoryErrorMessage, directoryTexts } from './directoryTexts';
import { RankingNote } from './RankingNote';
import { ResultSummary } from './ResultSummary';
import { useDirectoryCount } from './useDirectory';
import { useDirectoryPaging } from './useDirectoryPaging';
import type { TradeSelection } from './useTradeSelection';

interface DirectoryResultsProps {
  search: DirectorySearch;
  /** The page the address asks for, from 1. */
  page: number;
  /** The address of a page of this search. */
  pagePath: (page: number) => string;
  view: DirectoryView;
  /** The address of the same results in a layout. */
  viewPath: (view: DirectoryView) => string;
  onSortChange: (sort: string) => void;
  onClearFilters: () => void;
  /** The directory with no filters, in the same layout. */
  clearFiltersPath: string;
  /** The directory address searching for other words, for the did-you-mean link. */
  searchPathFor: (query: string) => string;
  /** The cards chosen for one request to up to three trades (docs/product/public-site.md §10.10). */
  selection: TradeSelection;
}

/** The listings for one search, with their loading, error and empty states and the paging. */
export function DirectoryResults({
  search,
  page,
  pagePath,
  view,
  viewPath,
  onSortChange,
  onClearFilters,
  clearFiltersPath,
  searchPathFor,
  selection,
}: DirectoryResultsProps) {
  const claims = search.grant ? claimableGrantNames[search.grant.grant] : undefined;
  const paging = useDirectoryPaging(search, page);
  const count = useDirectoryCount(search).data;
  const top = useRef<HTMLDivElement>(null);
  const { data: batch, error, isValidating, mutate } = paging.batch;
  const shown = paging.pageListings;
  // With the total known, the pager links every page; without it, only the pages loaded so far
  // and, after a full batch, 'Load Next 25'.
  const pagedCount = Math.max(count?.count ?? 0, paging.reached);
  const loadNextPage = paging.canLoadNext && !count ? paging.nextBatchPage : null;
  // A listed location chosen in the filter outranks a postcode typed among the words.
  const postcodeSetsPlace = !(locations as readonly string[]).includes(search.location);

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
  else if (shown.length === 0 && page > 1 && pagedCount > 0) {
    const lastPage = Math.ceil(pagedCount / limits.directoryPageSize);
    body = (
      <DirectoryPastLastPage page={page} lastPage={lastPage} lastPagePath={pagePath(lastPage)} />
    );
  } else if (batch.length === 0) {
    const suggestion = paging.offset === 0 ? count?.suggestion : null;
    body = (
      <DirectoryEmpty
        onClearFilters={onClearFilters}
        clearFiltersPath={clearFiltersPath}
        onRefresh={() => mutate()}
        refreshPath={pagePath(page)}
        isRefreshing={isValidating}
        suggestion={suggestion ? { text: suggestion, to: searchPathFor(suggestion) } : undefined}
      />
    );
  } else {
    body = (
      <SimpleGrid columns={view === 'list' ? 1 : { base: 1, md: 2, lg: 3 }} gap="4">
        {shown.map((listing) => (
          <TradesmanCard
            key={listing.id}
            listing={listing}
            view={view}
            claims={claims}
            selection={selection.cardState(listing)}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="5" ref={top} scrollMarginTop="24">
      {postcodeSetsPlace && <DirectoryPostcodeNote count={count} />}
      <HStack justify="space-between" minH="8" wrap="wrap" gap="3">
        {batch && shown.length > 0 ? (
          <ResultSummary
            first={paging.firstPosition}
            last={paging.firstPosition + shown.length - 1}
            total={count?.count}
          />
        ) : (
          <span />
        )}
        <HStack gap="3" ms="auto">
          <DirectorySortSelect sort={search.sort} onChange={onSortChange} />
          <DirectoryViewToggle view={view} pathOf={viewPath} />
        </HStack>
      </HStack>
      <RankingNote sort={search.sort} />
      {body}
      {batch && (pagedCount > limits.directoryPageSize || loadNextPage !== null) && (
        <DirectoryPager
          count={pagedCount}
          page={page}
          pathOf={pagePath}
          onFollow={() => top.current?.scrollIntoView({ block: 'start' })}
          loadNextPage={loadNextPage}
        />
      )}
    </Stack>
  );
}
