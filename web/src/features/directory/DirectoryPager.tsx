import { Button, ButtonGroup, IconButton, Pagination, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { limits } from '#schema/limits';

interface DirectoryPagerProps {
  /** Listings the pages cover: the search's total when known, else those loaded so far. */
  count: number;
  page: number;
  /** The address of a page of this search (`?page=N`). */
  pathOf: (page: number) => string;
  /** Runs as a page link is followed, before the page shows. */
  onFollow: () => void;
  /** The page 'Load Next 25' goes to, when it is offered (the total is not known). */
  loadNextPage: number | null;
}

const translations = {
  prevTriggerLabel: 'Previous page',
  nextTriggerLabel: 'Next page',
  itemLabel: ({ page, totalPages }: { page: number; totalPages: number }) =>
    `Page ${page} of ${totalPages}`,
};

/**
 * Pages of five as real links (`?page=N`), numbered across batches: Previous, the first and last
 * pages and those around the current one, and Next. Links, so a page is reached before the app has
 * loaded (the server renders it) and listing 96 is two taps away: the last page, then its
 * neighbour (issue 26).
 */
export function DirectoryPager({
  count,
  page,
  pathOf,
  onFollow,
  loadNextPage,
}: DirectoryPagerProps) {
  const totalPages = Math.ceil(count / limits.directoryPageSize);
  const link = (to: number, children: ReactNode, selected = false) => (
    <IconButton asChild variant={selected ? 'outline' : 'ghost'}>
      <RouterLink to={pathOf(to)} onClick={onFollow} preventScrollReset>
        {children}
      </RouterLink>
    </IconButton>
  );
  return (
    <Stack
      as="nav"
      aria-label="Directory pages"
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align="center"
      gap="4"
    >
      {totalPages > 1 ? (
        <Pagination.Root
          type="link"
          count={count}
          pageSize={limits.directoryPageSize}
          page={page}
          siblingCount={1}
          getPageUrl={(details) => pathOf(details.page)}
          translations={translations}
        >
          <ButtonGroup variant="ghost" size="sm" wrap="wrap" justifyContent="center">
            <Pagination.PrevTrigger asChild>
              {page > 1 ? (
                link(page - 1, <LuChevronLeft />)
              ) : (
                <IconButton disabled>
                  <LuChevronLeft />
                </IconButton>
              )}
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(item) => link(item.value, item.value, item.value === page)}
            />
            <Pagination.NextTrigger asChild>
              {page < totalPages ? (
                link(page + 1, <LuChevronRight />)
              ) : (
                <IconButton disabled>
                  <LuChevronRight />
                </IconButton>
              )}
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      ) : (
        <span />
      )}
      {loadNextPage !== null && (
        <Button asChild size="sm">
          <RouterLink to={pathOf(loadNextPage)} onClick={onFollow} preventScrollReset>
            Load Next 25
          </RouterLink>
        </Button>
      )}
    </Stack>
  );
}
