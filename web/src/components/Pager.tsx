import { Button, HStack, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What is being paged, for the navigation's accessible name. */
  label: string;
}

/** Previous / next over a server-paged list, with where we are; hidden when one page is all. */
export function Pager({ page, pageSize, total, onPage, label }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={`${label} pages`} justify="space-between" gap="3" pt="4">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <LuChevronLeft aria-hidden /> Previous
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Page {page} of {pages} ({total.toLocaleString('en-GB')})
      </Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next <LuChevronRight aria-hidden />
      </Button>
    </HStack>
  );
}
