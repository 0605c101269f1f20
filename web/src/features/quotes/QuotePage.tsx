import { PageSection } from '../../components/PageSection';

export function QuotePage() {
  return (
    <PageSection
      title="Request a Quote"
      description="Tell this tradesperson about your project and how to reach you; most reply within 24 to 48 hours."
    />
  );
}
