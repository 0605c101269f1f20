import { PageSection } from '../../components/PageSection';

export function RegisterFormPage() {
  return (
    <PageSection
      title="Register Your Business"
      description="Enter your business details, services and certifications, then pay for your plan if you chose a paid one."
    />
  );
}
