import { PageSection } from '../../components/PageSection';

export function RegisterLandingPage() {
  return (
    <PageSection
      title="List Your Business"
      description="Reach homeowners across Hertfordshire who are looking for green-retrofit professionals, on a plan that suits your business."
    />
  );
}
