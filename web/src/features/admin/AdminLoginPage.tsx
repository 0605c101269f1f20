import { PageSection } from '../../components/PageSection';

export function AdminLoginPage() {
  return (
    <PageSection
      title="Admin Sign In"
      description="Staff sign in here to manage the directory, articles and user accounts."
    />
  );
}
