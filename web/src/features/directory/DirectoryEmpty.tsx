import { Button, ButtonGroup, Link, Text } from '@chakra-ui/react';
import { LuFilterX, LuRefreshCw, LuSearchX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyPanel } from '../../components/EmptyPanel';
import { directoryTexts } from './directoryTexts';

interface DirectoryEmptyProps {
  onClearFilters: () => void;
  onRefresh: () => void;
  isRefreshing: boolean;
  /** A close catalogue term for the search, and the directory address that searches for it. */
  suggestion?: { text: string; to: string };
}

export function DirectoryEmpty({
  onClearFilters,
  onRefresh,
  isRefreshing,
  suggestion,
}: DirectoryEmptyProps) {
  return (
    <EmptyPanel
      icon={LuSearchX}
      title={directoryTexts.emptyTitle}
      description={directoryTexts.emptyDescription}
    >
      {suggestion && (
        <Text fontWeight="medium">
          <Link asChild colorPalette="green" variant="underline">
            <RouterLink to={suggestion.to}>{directoryTexts.didYouMean(suggestion.text)}</RouterLink>
          </Link>
        </Text>
      )}
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
