import { PageSection } from '../../../components/PageSection';

export function ManageUsersPage() {
  return (
    <PageSection
      title="Manage Users"
      description="Create, edit and remove user accounts and change their roles."
    />
  );
}
