import { FeaturedProfessionals } from './FeaturedProfessionals';
import { HomeHero } from './HomeHero';
import { HowItWorks } from './HowItWorks';
import { PopularServices } from './PopularServices';

export function HomePage() {
  return (
    <>
      <HomeHero />
      <PopularServices />
      <HowItWorks />
      <FeaturedProfessionals />
    </>
  );
}
