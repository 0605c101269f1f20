import { PageSection } from '../../components/PageSection';

export function QuoteRequestsPage() {
  return (
    <PageSection
      title="Quote Requests"
      description="The quote requests homeowners have sent to your business."
    />
  );
}
