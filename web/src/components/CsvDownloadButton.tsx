import { Button } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { useApiAction } from '../api/useApiAction';

/** The CSV download toasts (docs/product/public-site.md §8, docs/product/business-side.md §8). */
export const csvTexts = {
  downloaded: 'CSV Downloaded',
  failedTitle: 'Download Failed',
  failed: 'Failed to download CSV file.',
} as const;

interface CsvDownloadButtonProps {
  label: string;
  /** Fetches and saves the file, answering its name. */
  download: () => Promise<string>;
}

/** One CSV export; the outcome is toasted (docs/product/business-side.md §8). */
export function CsvDownloadButton({ label, download }: CsvDownloadButtonProps) {
  const [run, isRunning] = useApiAction(download, {
    signOutOn401: false,
    success: (fileName) => ({ title: csvTexts.downloaded, description: fileName }),
    failure: () => ({ title: csvTexts.failedTitle, description: csvTexts.failed }),
  });
  return (
    <Button variant="outline" justifyContent="start" onClick={() => void run()} loading={isRunning}>
      <LuDownload aria-hidden /> {label}
    </Button>
  );
}
