import { PageSection } from '../../../components/PageSection';

export function FeaturedBadgesPage() {
  return (
    <PageSection
      title="Featured Badge Management"
      description="Feature a tradesman across the site for a chosen period, or remove a featured badge."
    />
  );
}
