import { Button } from '@chakra-ui/react';
import { LuArrowLeft, LuSearchX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyPanel } from '../../components/EmptyPanel';
import { directoryTexts } from './directoryTexts';

interface DirectoryPastLastPageProps {
  page: number;
  lastPage: number;
  /** The address of the search's last page. */
  lastPagePath: string;
}

/**
 * A page number past the search's end (an old link, a shorter list since, a typed address): it says
 * so and links to the last page, rather than "nothing matches" for a search that has results.
 */
export function DirectoryPastLastPage({
  page,
  lastPage,
  lastPagePath,
}: DirectoryPastLastPageProps) {
  return (
    <EmptyPanel
      icon={LuSearchX}
      title={directoryTexts.pastLastPageTitle(page)}
      description={directoryTexts.pastLastPage(lastPage)}
    >
      <Button asChild size="sm">
        <RouterLink to={lastPagePath}>
          <LuArrowLeft aria-hidden /> {directoryTexts.toLastPage(lastPage)}
        </RouterLink>
      </Button>
    </EmptyPanel>
  );
}
