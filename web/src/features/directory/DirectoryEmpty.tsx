import { Button, ButtonGroup } from '@chakra-ui/react';
import { LuFilterX, LuRefreshCw, LuSearchX } from 'react-icons/lu';
import { EmptyPanel } from '../../components/EmptyPanel';
import { directoryTexts } from './directoryTexts';

interface DirectoryEmptyProps {
  onClearFilters: () => void;
  onRefresh: () => void;
  isRefreshing: boolean;
}

export function DirectoryEmpty({ onClearFilters, onRefresh, isRefreshing }: DirectoryEmptyProps) {
  return (
    <EmptyPanel
      icon={LuSearchX}
      title={directoryTexts.emptyTitle}
      description={directoryTexts.emptyDescription}
    >
      <ButtonGroup size="sm" flexWrap="wrap" justifyContent="center">
        <Button onClick={onClearFilters}>
          <LuFilterX aria-hidden /> Clear All Filters
        </Button>
        <Button variant="outline" onClick={onRefresh} loading={isRefreshing}>
          <LuRefreshCw aria-hidden /> Refresh Directory
        </Button>
      </ButtonGroup>
    </EmptyPanel>
  );
}
