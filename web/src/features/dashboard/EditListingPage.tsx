import { PageSection } from '../../components/PageSection';

export function EditListingPage() {
  return (
    <PageSection
      title="Edit Listing"
      description="Update the details homeowners see on your directory listing."
    />
  );
}
