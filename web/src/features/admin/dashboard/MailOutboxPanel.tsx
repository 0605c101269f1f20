import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import { api, unwrap } from '../../../api/client';
import { mailKey } from './adminKeys';
import { DashboardPanel } from './DashboardPanel';
import { PanelContent } from './PanelContent';

const statusPalette = { queued: 'yellow', sent: 'green', failed: 'red' } as const;

/**
 * Every mail the site has sent or will send. Without a mail provider (local development) this is
 * where a temporary password or a new-quote notice can be read.
 */
export function MailOutboxPanel() {
  const { data, error } = useSWR(mailKey, () => unwrap(api.admin.mail.$get()));
  return (
    <DashboardPanel title="Mail Outbox" description="The latest 100 mails, newest first.">
      <PanelContent
        label="mail"
        error={error}
        items={data}
        loadFailed="Failed to load the mail outbox."
        empty="No mail yet."
      >
        <Stack as="ul" gap="2" listStyleType="none">
          {data?.map((mail) => (
            <Box as="li" key={mail.id} borderBottomWidth="1px" pb="2">
              <details>
                <summary>
                  <HStack as="span" display="inline-flex" gap="2">
                    <Badge colorPalette={statusPalette[mail.status]}>{mail.status}</Badge>
                    <Text as="span" fontSize="sm">
                      {mail.subject} → {mail.to}
                    </Text>
                  </HStack>
                </summary>
                <Text fontSize="sm" whiteSpace="pre-wrap" color="fg.muted" mt="2">
                  {mail.body}
                </Text>
              </details>
            </Box>
          ))}
        </Stack>
      </PanelContent>
    </DashboardPanel>
  );
}
