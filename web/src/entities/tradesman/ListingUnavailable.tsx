import { Button, HStack } from '@chakra-ui/react';
import { LuRefreshCw, LuSearch } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError } from '../../api/http';
import { PageSection } from '../../components/PageSection';

interface ListingUnavailableProps {
  /** The page's own title, kept as its heading. */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A listing page whose listing could not be shown: gone (404) or not loaded (anything else). */
export function ListingUnavailable({ title, error, onRetry }: ListingUnavailableProps) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <PageSection
      title={title}
      description={
        notFound
          ? "We couldn't find this business. It may have left the directory, or the link may be incomplete."
          : "We couldn't load this business just now. Please try again in a moment."
      }
    >
      <HStack gap="3" wrap="wrap">
        <Button asChild>
          <RouterLink to="/directory">
            <LuSearch aria-hidden /> Browse the Directory
          </RouterLink>
        </Button>
        {!notFound && (
          <Button variant="outline" onClick={onRetry}>
            <LuRefreshCw aria-hidden /> Try Again
          </Button>
        )}
      </HStack>
    </PageSection>
  );
}
