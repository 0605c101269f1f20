import { PageSection } from '../../components/PageSection';

export function RegistrationStatusPage() {
  return (
    <PageSection
      title="Registration Status"
      description="Follow the verification of your business and upload the documents we need to review it."
    />
  );
}
