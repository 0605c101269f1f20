import { ButtonGroup, Link, Text } from '@chakra-ui/react';
import { LuFilterX, LuRefreshCw, LuSearchX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { DialogLink } from '../../components/DialogLink';
import { EmptyPanel } from '../../components/EmptyPanel';
import { directoryTexts } from './directoryTexts';

interface DirectoryEmptyProps {
  onClearFilters: () => void;
  /** The directory with no filters, which the server renders before the app has loaded. */
  clearFiltersPath: string;
  onRefresh: () => void;
  /** This search's own address: loaded again, it is the refresh before the app has loaded. */
  refreshPath: string;
  isRefreshing: boolean;
  /** A close catalogue term for the search, and the directory address that searches for it. */
  suggestion?: { text: string; to: string };
}

/** No listing matches: a close term if there is one, and links that clear or refresh the search. */
export function DirectoryEmpty({
  onClearFilters,
  clearFiltersPath,
  onRefresh,
  refreshPath,
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
        <DialogLink href={clearFiltersPath} onOpen={onClearFilters}>
          <LuFilterX aria-hidden /> Clear All Filters
        </DialogLink>
        <DialogLink variant="outline" href={refreshPath} onOpen={onRefresh} loading={isRefreshing}>
          <LuRefreshCw aria-hidden /> Refresh Directory
        </DialogLink>
      </ButtonGroup>
    </EmptyPanel>
  );
}
