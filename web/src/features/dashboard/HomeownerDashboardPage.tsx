import { PageSection } from '../../components/PageSection';

export function HomeownerDashboardPage() {
  return (
    <PageSection
      title="My Account"
      description="Your account details and the quote requests you have sent to tradespeople."
    />
  );
}
