import { Badge, Button, Card, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { supportReplyRules } from '#schema/rules';
import { api } from '../../../api/client';
import { useApiAction } from '../../../api/useApiAction';
import { FormField } from '../../../components/FormField';
import { useForm } from '../../../components/form/useForm';
import { formatDateTime } from '../../../lib/formatDate';
import { supportQueueTexts } from './supportQueueTexts';
import { type QueuedSupportRequest, supportQueueKey } from './useSupportQueue';

/** One request: who sent it, when it is due (overdue in red), the message and the reply form. */
export function SupportRequestCard({ request }: { request: QueuedSupportRequest }) {
  const { mutate } = useSWRConfig();
  const form = useForm(supportReplyRules, { message: '' });
  const refreshQueues = async () => {
    await mutate((key) => Array.isArray(key) && key[0] === supportQueueKey('open')[0]);
  };
  const [reply, isSending] = useApiAction(
    (message: string) =>
      api.admin['support-requests'][':id'].reply.$post({
        param: { id: String(request.id) },
        json: { message },
      }),
    {
      onSuccess: async () => {
        await mutate((key) => Array.isArray(key) && key[0] === '/api/admin/support-requests');
      },
      success: ({ message }) => ({ title: message }),
      failure: { title: supportQueueTexts.failedTitle, description: 'Please try again.' },
      // Answered meanwhile by another admin (409): the queue shows it as answered.
      onFailure: refreshQueues,
    },
  );
  const headingId = `support-request-${request.id}`;
  return (
    <Card.Root
      as="li"
      variant="outline"
      aria-labelledby={headingId}
      borderColor={request.overdue ? 'red.solid' : undefined}
      borderWidth={request.overdue ? '2px' : '1px'}
    >
      <Card.Body gap="3">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2">
          <Stack gap="1">
            <HStack gap="2" wrap="wrap">
              {request.premium && <Badge colorPalette="purple">{supportQueueTexts.premium}</Badge>}
              {request.overdue && <Badge colorPalette="red">{supportQueueTexts.overdue}</Badge>}
              <Text as="h2" id={headingId} fontWeight="semibold">
                {request.subject}
              </Text>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              <RouterLink to={`/tradesman/${request.tradesman.id}`}>
                {request.tradesman.name}
              </RouterLink>
              {' · '}
              {request.from}
              {' · sent '}
              {formatDateTime(request.createdAt)}
            </Text>
          </Stack>
          <Text
            fontSize="sm"
            fontWeight="semibold"
            color={request.overdue ? 'red.fg' : 'fg'}
            flexShrink="0"
          >
            {request.status === 'open'
              ? `${supportQueueTexts.due} ${formatDateTime(request.replyBy)}`
              : `${supportQueueTexts.answered} ${formatDateTime(request.repliedAt ?? request.replyBy)}`}
          </Text>
        </Stack>
        <Text whiteSpace="pre-wrap">{request.message}</Text>
        {request.status === 'open' ? (
          <Stack asChild gap="3">
            <form
              noValidate
              aria-label={`Reply to “${request.subject}”`}
              onSubmit={form.submit(({ message }) => reply(message))}
            >
              <FormField label={supportQueueTexts.reply} error={form.errors.message} required>
                <Textarea {...form.field('message')} rows={4} />
              </FormField>
              <Button type="submit" alignSelf="start" loading={isSending}>
                {supportQueueTexts.send}
              </Button>
            </form>
          </Stack>
        ) : (
          <Text whiteSpace="pre-wrap" borderStartWidth="3px" borderColor="green.solid" ps="3">
            {request.reply}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
