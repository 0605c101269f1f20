import { Button, SimpleGrid, Skeleton } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { TradesmanCard } from '../../entities/tradesman/TradesmanCard';
import { HomeSection } from './HomeSection';
import { useFeaturedProfessionals } from './useFeaturedProfessionals';

/** Up to three verified, featured listings; the section is left out when there are none. */
export function FeaturedProfessionals() {
  const { professionals, isLoading } = useFeaturedProfessionals();
  if (!isLoading && !professionals?.length) return null;
  return (
    <HomeSection
      title="Featured Professionals"
      description="Verified businesses with a featured badge, chosen by our team or part of a paid plan or add-on; each badge says which."
      action={
        <Button asChild variant="ghost" flexShrink="0">
          <RouterLink to="/directory">
            View All <LuArrowRight aria-hidden />
          </RouterLink>
        </Button>
      }
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5" aria-busy={isLoading}>
        {professionals
          ? professionals.map((listing) => (
              <TradesmanCard key={listing.id} listing={listing} view="cards" headingAs="h3" />
            ))
          : [0, 1, 2].map((placeholder) => <Skeleton key={placeholder} height="56" rounded="lg" />)}
      </SimpleGrid>
    </HomeSection>
  );
}
