import { Button, ButtonGroup, IconButton, Pagination, Stack } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { limits } from '#schema/limits';

interface DirectoryPagerProps {
  /** Listings up to the end of the loaded batch; pages are numbered across batches. */
  count: number;
  page: number;
  onPageChange: (page: number) => void;
  canLoadNext: boolean;
  onLoadNext: () => void;
}

const translations = {
  prevTriggerLabel: 'Previous page',
  nextTriggerLabel: 'Next page',
  itemLabel: ({ page, totalPages }: { page: number; totalPages: number }) =>
    `Page ${page} of ${totalPages}`,
};

/**
 * Pages of five, numbered on from the batches before (a page of an earlier batch loads it again),
 * and the move to the next batch of 25.
 */
export function DirectoryPager({
  count,
  page,
  onPageChange,
  canLoadNext,
  onLoadNext,
}: DirectoryPagerProps) {
  return (
    <Stack
      as="nav"
      aria-label="Directory pages"
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align="center"
      gap="4"
    >
      {count > limits.directoryPageSize ? (
        <Pagination.Root
          count={count}
          pageSize={limits.directoryPageSize}
          page={page}
          onPageChange={(details) => onPageChange(details.page)}
          translations={translations}
        >
          <ButtonGroup variant="ghost" size="sm">
            <Pagination.PrevTrigger asChild>
              <IconButton>
                <LuChevronLeft />
              </IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(item) => (
                <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>
                  {item.value}
                </IconButton>
              )}
            />
            <Pagination.NextTrigger asChild>
              <IconButton>
                <LuChevronRight />
              </IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      ) : (
        <span />
      )}
      {canLoadNext && (
        <Button size="sm" onClick={onLoadNext}>
          Load Next 25
        </Button>
      )}
    </Stack>
  );
}
