import { Button, ButtonGroup, EmptyState, VStack } from '@chakra-ui/react';
import { LuFilterX, LuRefreshCw, LuSearchX } from 'react-icons/lu';
import { directoryTexts } from './directoryTexts';

interface DirectoryEmptyProps {
  onClearFilters: () => void;
  onRefresh: () => void;
  isRefreshing: boolean;
}

export function DirectoryEmpty({ onClearFilters, onRefresh, isRefreshing }: DirectoryEmptyProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="xl">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuSearchX />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{directoryTexts.emptyTitle}</EmptyState.Title>
          <EmptyState.Description maxW="md">
            {directoryTexts.emptyDescription}
          </EmptyState.Description>
        </VStack>
        <ButtonGroup size="sm" flexWrap="wrap" justifyContent="center">
          <Button onClick={onClearFilters}>
            <LuFilterX aria-hidden /> Clear All Filters
          </Button>
          <Button variant="outline" onClick={onRefresh} loading={isRefreshing}>
            <LuRefreshCw aria-hidden /> Refresh Directory
          </Button>
        </ButtonGroup>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
