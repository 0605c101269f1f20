import { Stack } from '@chakra-ui/react';
import { api } from '../../../api/client';
import { CsvDownloadButton } from '../../../components/CsvDownloadButton';
import { downloadAttachment } from '../../../lib/downloadAttachment';
import { DashboardPanel } from './DashboardPanel';

/** The dashboard's exports (docs/product/public-site.md §9: dated file names). */
export function CsvExports() {
  return (
    <DashboardPanel
      title="CSV Exports"
      description="Spreadsheet-safe downloads, named with today's date."
    >
      <Stack gap="3">
        <CsvDownloadButton
          label="Newsletter subscribers"
          download={() =>
            downloadAttachment(api.newsletter.subscribers.csv.$get(), 'newsletter-subscribers.csv')
          }
        />
        <CsvDownloadButton
          label="Tradesman applications"
          download={() =>
            downloadAttachment(api.admin['tradesman-csv'].$get(), 'tradesman-applications.csv')
          }
        />
      </Stack>
    </DashboardPanel>
  );
}
