import { PageSection } from '../../../components/PageSection';

export function BulkImportPage() {
  return (
    <PageSection
      title="Bulk Import"
      description="Import tradespeople from pasted CSV text, checking a preview before anything is saved."
    />
  );
}
