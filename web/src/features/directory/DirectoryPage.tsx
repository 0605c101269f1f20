import { Alert, Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { claimableGrantNames } from '#schema/grant-questions';
import type { PageReads } from '../../api/pageRead';
import { PageSection } from '../../components/PageSection';
import type { DirectoryView } from '../../entities/tradesman/directoryView';
import { DirectoryFilters } from './DirectoryFilters';
import { DirectoryResults } from './DirectoryResults';
import {
  type DirectoryFilter,
  directorySearchKey,
  readDirectorySearch,
  searchTextOf,
  withDirectoryFilter,
  withoutGrant,
} from './directoryParams';
import { directoryTexts } from './directoryTexts';
import { directoryTitle } from './directoryTitle';
import { SelectionBar } from './SelectionBar';
import { directoryCountRead, directoryRead } from './useDirectory';
import { useTradeSelection } from './useTradeSelection';

/** The directory's first screen: the first page of results for the address's search, and their count. */
export const directoryPageReads: PageReads = ({ search }) => {
  const directorySearch = readDirectorySearch(search);
  return [directoryRead(directorySearch, 0), directoryCountRead(directorySearch)];
};

export function DirectoryPage() {
  const [params, setParams] = useSearchParams();
  const search = readDirectorySearch(params);
  const [view, setView] = useState<DirectoryView>('list');
  const selection = useTradeSelection();

  // Router navigations render in a transition, and setParams builds on the params of the last
  // render: flushSync shows each change at once, so a filter changed just before the typed search
  // is committed (or the other way round) is built upon, not undone.
  const updateParams = (next: URLSearchParams) =>
    setParams(next, { replace: true, flushSync: true });

  function changeFilter(filter: DirectoryFilter, value: string) {
    updateParams(withDirectoryFilter(params, filter, value));
  }

  return (
    <PageSection
      title="Find a Retrofit Professional"
      tabTitle={directoryTitle(search)}
      description="Search Hertfordshire's green-retrofit tradespeople by service, area or postcode, compare their profiles and request quotes."
    >
      <Stack gap="6">
        <DirectoryFilters
          search={search}
          searchText={searchTextOf(params)}
          onFilterChange={changeFilter}
        />
        {search.grant && (
          <Alert.Root status="success" variant="subtle">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>
                {directoryTexts.grantNote(claimableGrantNames[search.grant.grant])}{' '}
                <Link asChild fontWeight="semibold">
                  <RouterLink to={`?${withoutGrant(params)}`}>
                    {directoryTexts.allTrades}
                  </RouterLink>
                </Link>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {/* A new search is a new results component, so paging starts again at page 1, offset 0. */}
        <DirectoryResults
          key={directorySearchKey(search)}
          search={search}
          view={view}
          onViewChange={setView}
          onSortChange={(sort) => changeFilter('sort', sort)}
          onClearFilters={() => updateParams(new URLSearchParams())}
          searchPathFor={(query) => `?${withDirectoryFilter(params, 'query', query)}`}
          selection={selection}
        />
        <SelectionBar selection={selection} />
      </Stack>
    </PageSection>
  );
}
