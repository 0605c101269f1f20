import { Button } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { showToast } from '../../../lib/toaster';
import { useSingleFlight } from '../../../lib/useSingleFlight';
import { csvTexts } from './adminTexts';

interface CsvDownloadButtonProps {
  label: string;
  /** Fetches and saves the file, answering its name. */
  download: () => Promise<string>;
}

/** One CSV export; the outcome is toasted (spec §8). */
export function CsvDownloadButton({ label, download }: CsvDownloadButtonProps) {
  const [run, isRunning] = useSingleFlight(async () => {
    try {
      const fileName = await download();
      showToast({ type: 'success', title: csvTexts.downloaded, description: fileName });
    } catch {
      showToast({ type: 'error', title: csvTexts.failedTitle, description: csvTexts.failed });
    }
  });
  return (
    <Button variant="outline" justifyContent="start" onClick={() => void run()} loading={isRunning}>
      <LuDownload aria-hidden /> {label}
    </Button>
  );
}
