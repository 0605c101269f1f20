import type { PageReads } from '../../api/pageRead';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { FeaturedProfessionals } from './FeaturedProfessionals';
import { HomeHero } from './HomeHero';
import { HowItWorks } from './HowItWorks';
import { PopularServices } from './PopularServices';
import { featuredRead } from './useFeaturedProfessionals';

/** The home page's first screen reads the featured professionals. */
export const homePageReads: PageReads = () => [featuredRead];

export function HomePage() {
  useDocumentTitle('Green retrofit installers in Hertfordshire');
  return (
    <>
      <HomeHero />
      <PopularServices />
      <HowItWorks />
      <FeaturedProfessionals />
    </>
  );
}
