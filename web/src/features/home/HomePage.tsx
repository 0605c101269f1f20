import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { FeaturedProfessionals } from './FeaturedProfessionals';
import { HomeHero } from './HomeHero';
import { HowItWorks } from './HowItWorks';
import { PopularServices } from './PopularServices';

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
