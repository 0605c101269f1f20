import { PageSection } from '../../components/PageSection';

export function ArticlePage() {
  return (
    <PageSection
      title="Article"
      description="The full text of an Education Hub article, with its category, author and reading time."
    />
  );
}
