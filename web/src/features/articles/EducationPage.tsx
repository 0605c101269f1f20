import { PageSection } from '../../components/PageSection';

export function EducationPage() {
  return (
    <PageSection
      title="Education Hub"
      description="Guides and articles on solar power, heat pumps, insulation and other ways to make your home greener."
    />
  );
}
