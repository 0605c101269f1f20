import { PageSection } from '../../components/PageSection';

export function UpgradePaymentPage() {
  return (
    <PageSection
      title="Upgrade Your Plan"
      description="Choose monthly or annual billing and pay for your new plan."
    />
  );
}
