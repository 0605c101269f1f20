import { PageSection } from '../../components/PageSection';

export function AboutPage() {
  return (
    <PageSection
      title="About Retrofit Smarter Greener"
      description="Who we are, why we connect Hertfordshire homeowners with green-retrofit professionals, and how to get in touch."
    />
  );
}
