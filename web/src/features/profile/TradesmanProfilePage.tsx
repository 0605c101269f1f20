import { PageSection } from '../../components/PageSection';

export function TradesmanProfilePage() {
  return (
    <PageSection
      title="Tradesman Profile"
      description="The profile of a tradesperson you have asked for a quote, with their services and contact details."
    />
  );
}
