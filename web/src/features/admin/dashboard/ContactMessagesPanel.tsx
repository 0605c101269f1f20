import { Link, Stack, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import { dateFormatter } from '#schema/intl';
import { api, unwrap } from '../../../api/client';
import { contactMessagesKey } from './adminKeys';
import { DashboardPanel } from './DashboardPanel';
import { PanelContent } from './PanelContent';

const dateFormat = dateFormatter('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Messages sent from the About page's contact form, newest first. */
export function ContactMessagesPanel() {
  const { data, error } = useSWR(contactMessagesKey, () => unwrap(api['contact-messages'].$get()));
  return (
    <DashboardPanel title="Contact Messages" description="Sent from the About page, newest first.">
      <PanelContent
        label="contact messages"
        error={error}
        items={data}
        loadFailed="Failed to load contact messages."
        empty="No messages yet."
      >
        <Stack as="ul" gap="4" listStyleType="none">
          {data?.map((message) => (
            <Stack as="li" key={message.id} gap="1" borderBottomWidth="1px" pb="3">
              <Text fontWeight="semibold">
                {message.subject || 'No subject'} ·{' '}
                <Text as="span" fontWeight="normal" color="fg.muted">
                  {dateFormat(new Date(message.createdAt))}
                </Text>
              </Text>
              <Text fontSize="sm">
                {message.name} · <Link href={`mailto:${message.email}`}>{message.email}</Link>
                {message.phone ? ` · ${message.phone}` : ''}
              </Text>
              <Text fontSize="sm" whiteSpace="pre-wrap" color="fg.muted">
                {message.message}
              </Text>
            </Stack>
          ))}
        </Stack>
      </PanelContent>
    </DashboardPanel>
  );
}
