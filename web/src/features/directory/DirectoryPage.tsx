import { Alert, Button, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PageSection } from '../../components/PageSection';
import { readDirectorySearch } from './directoryParams';
import { TradesmanCard } from './TradesmanCard';
import { useDirectory } from './useDirectory';

export function DirectoryPage() {
  const [params] = useSearchParams();
  const { data, error, isLoading, mutate } = useDirectory(readDirectorySearch(params));

  return (
    <PageSection
      title="Find a Retrofit Professional"
      description="Search Hertfordshire's green-retrofit tradespeople by service and location, compare their profiles and request quotes."
    >
      {isLoading && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-busy="true">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height="32" rounded="lg" />
          ))}
        </SimpleGrid>
      )}
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Stack gap="2" flex="1">
            <Alert.Title>Unable to Load Directory</Alert.Title>
            <Alert.Description>{error.message}</Alert.Description>
            <Button size="sm" w="fit-content" onClick={() => mutate()}>
              Try Again
            </Button>
          </Stack>
        </Alert.Root>
      )}
      {data && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {data.map((listing) => (
            <TradesmanCard key={listing.id} listing={listing} />
          ))}
        </SimpleGrid>
      )}
    </PageSection>
  );
}
