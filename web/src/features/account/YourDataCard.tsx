import { Button, Text } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { DashboardCard } from '../../components/dashboard/DashboardCard';
import { downloadAttachment } from '../../lib/downloadAttachment';
import { dataTexts, settingsTexts } from './accountPageTexts';

/** The export is a signed-in call, so it is fetched with the token and saved from memory. */
export function YourDataCard() {
  const [download, isDownloading] = useApiAction(
    () => downloadAttachment(api.account.export.$get(), 'my-data.json'),
    {
      success: (fileName) => ({ title: dataTexts.downloaded, description: fileName }),
      failure: { title: dataTexts.downloadFailed, description: settingsTexts.tryAgain },
    },
  );
  return (
    <DashboardCard title={dataTexts.title} icon={LuDownload}>
      <Text color="fg.muted">{dataTexts.intro}</Text>
      <Button
        alignSelf="start"
        variant="outline"
        loading={isDownloading}
        onClick={() => void download()}
      >
        <LuDownload aria-hidden /> {dataTexts.download}
      </Button>
    </DashboardCard>
  );
}
