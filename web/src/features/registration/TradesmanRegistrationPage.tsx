import { PageSection } from '../../components/PageSection';

export function TradesmanRegistrationPage() {
  return (
    <PageSection
      title="Register as a Tradesperson"
      description="Create a business listing so homeowners in Hertfordshire can find you and request quotes."
    />
  );
}
