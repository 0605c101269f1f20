import { PageSection } from '../../components/PageSection';

export function ListingPage() {
  return (
    <PageSection
      title="Business Listing"
      description="A tradesperson's services, credentials, reviews and contact details."
    />
  );
}
