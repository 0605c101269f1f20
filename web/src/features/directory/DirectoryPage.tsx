import { Alert, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { claimableGrantNames } from '#schema/grant-questions';
import type { PageReads } from '../../api/pageRead';
import { PageSection } from '../../components/PageSection';
import { DirectoryFilters } from './DirectoryFilters';
import { DirectoryResults } from './DirectoryResults';
import {
  type DirectoryFilter,
  directorySearchKey,
  readDirectoryPage,
  readDirectorySearch,
  readDirectoryView,
  searchTextOf,
  withDirectoryFilter,
  withDirectoryPage,
  withDirectoryView,
  withoutGrant,
} from './directoryParams';
import { directoryTexts } from './directoryTexts';
import { directoryTitle } from './directoryTitle';
import { SelectionBar } from './SelectionBar';
import { directoryCountRead, directoryRead } from './useDirectory';
import { offsetOfPage } from './useDirectoryPaging';
import { useTradeSelection } from './useTradeSelection';

/**
 * The directory's first screen: the batch holding the address's page of results (`?page=20`
 * renders listings 96 to 100 before the app loads), and their count.
 */
export const directoryPageReads: PageReads = ({ search }) => {
  const directorySearch = readDirectorySearch(search);
  return [
    directoryRead(directorySearch, offsetOfPage(readDirectoryPage(search))),
    directoryCountRead(directorySearch),
  ];
};

export function DirectoryPage() {
  const [params, setParams] = useSearchParams();
  const search = readDirectorySearch(params);
  const view = readDirectoryView(params);
  // Clearing the filters keeps the layout.
  const withoutFilters = withDirectoryView(new URLSearchParams(), view);
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
          view={view}
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
        {/* A new search is a new results component; its links have no page, so it starts at 1. */}
        <DirectoryResults
          key={directorySearchKey(search)}
          search={search}
          page={readDirectoryPage(params)}
          pagePath={(page) => `?${withDirectoryPage(params, page)}`}
          view={view}
          viewPath={(next) => `?${withDirectoryView(params, next)}`}
          onSortChange={(sort) => changeFilter('sort', sort)}
          onClearFilters={() => updateParams(withoutFilters)}
          clearFiltersPath={`/directory${view === 'cards' ? `?${withoutFilters}` : ''}`}
          searchPathFor={(query) => `?${withDirectoryFilter(params, 'query', query)}`}
          selection={selection}
        />
        <SelectionBar selection={selection} />
      </Stack>
    </PageSection>
  );
}
