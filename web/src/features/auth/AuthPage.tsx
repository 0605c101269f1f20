import { PageSection } from '../../components/PageSection';

export function AuthPage() {
  return (
    <PageSection
      title="Sign In"
      description="Sign in to your account, or register as a homeowner to keep track of your quote requests."
    />
  );
}
