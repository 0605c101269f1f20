import { Button, ButtonGroup, IconButton, Pagination, Stack } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { limits } from '#schema/limits';

interface DirectoryPagerProps {
  /** Listings in the current batch. */
  count: number;
  page: number;
  onPageChange: (page: number) => void;
  canLoadNext: boolean;
  canLoadPrevious: boolean;
  onLoadNext: () => void;
  onLoadPrevious: () => void;
}

const translations = {
  prevTriggerLabel: 'Previous page',
  nextTriggerLabel: 'Next page',
  itemLabel: ({ page, totalPages }: { page: number; totalPages: number }) =>
    `Page ${page} of ${totalPages}`,
};

/** Pages of five within the batch, and the moves to the next or previous batch of 25. */
export function DirectoryPager(props: DirectoryPagerProps) {
  const { count, page, onPageChange, canLoadNext, canLoadPrevious } = props;
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
      <ButtonGroup size="sm" variant="outline">
        {canLoadPrevious && <Button onClick={props.onLoadPrevious}>Previous 25</Button>}
        {canLoadNext && (
          <Button variant="solid" onClick={props.onLoadNext}>
            Load Next 25
          </Button>
        )}
      </ButtonGroup>
    </Stack>
  );
}
