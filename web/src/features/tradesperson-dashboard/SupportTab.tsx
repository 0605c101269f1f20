import {
  Badge,
  Button,
  Card,
  Heading,
  Input,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { LuLifeBuoy } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { type PlanId, planIncludes } from '#schema/plans';
import { supportLimits, supportRequestRules } from '#schema/rules';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { FormField } from '../../components/FormField';
import { useForm } from '../../components/form/useForm';
import { LoadFailed } from '../../components/LoadFailed';
import { formatDateTime } from '../../lib/formatDate';
import { PremiumUpsell } from './PremiumUpsell';
import { supportTexts } from './premiumTexts';
import { type OwnSupportRequest, supportRequestsKey, useSupportRequests } from './usePremiumTools';

function SupportForm() {
  const { mutate } = useSWRConfig();
  const form = useForm(supportRequestRules, { subject: '', message: '' });
  const [send, isSending] = useApiAction(
    (json: { subject: string; message: string }) => api.tradesman.support.$post({ json }),
    {
      onSuccess: async () => {
        form.reset();
        await mutate(supportRequestsKey);
      },
      success: ({ request }) => ({
        title: supportTexts.sentTitle,
        description: supportTexts.sent(formatDateTime(request.replyBy)),
      }),
      failure: { title: supportTexts.failedTitle, description: 'Please try again.' },
    },
  );
  return (
    <Card.Root variant="outline" as="section" aria-label={supportTexts.formHeading}>
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md">
            {supportTexts.formHeading}
          </Heading>
          <Text color="fg.muted">{supportTexts.formIntro}</Text>
        </Stack>
        <Stack asChild gap="4">
          <form noValidate aria-label={supportTexts.formHeading} onSubmit={form.submit(send)}>
            <FormField label={supportTexts.subject} error={form.errors.subject} required>
              <Input {...form.field('subject')} maxLength={supportLimits.subjectMax} />
            </FormField>
            <FormField label={supportTexts.message} error={form.errors.message} required>
              <Textarea {...form.field('message')} rows={6} />
            </FormField>
            <Button type="submit" alignSelf="start" loading={isSending}>
              {supportTexts.send}
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function RequestItem({ request }: { request: OwnSupportRequest }) {
  return (
    <Stack as="li" gap="1" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="1">
        <Text fontWeight="semibold">{request.subject}</Text>
        {request.status === 'open' ? (
          <Badge colorPalette="orange" alignSelf="start">
            {supportTexts.open}
          </Badge>
        ) : (
          <Badge colorPalette="green" alignSelf="start">
            {supportTexts.answered}
          </Badge>
        )}
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        {request.status === 'open'
          ? `${supportTexts.replyBy} ${formatDateTime(request.replyBy)}`
          : `${supportTexts.answered} ${formatDateTime(request.repliedAt ?? request.replyBy)}`}
      </Text>
      {request.reply && (
        <Text
          fontSize="sm"
          whiteSpace="pre-wrap"
          borderStartWidth="3px"
          borderColor="green.solid"
          ps="3"
        >
          {request.reply}
        </Text>
      )}
    </Stack>
  );
}

function RequestHistory() {
  const { data, error, mutate } = useSupportRequests(true);
  return (
    <Card.Root variant="outline" as="section" aria-label={supportTexts.historyHeading}>
      <Card.Body gap="2">
        <Heading as="h2" size="md">
          {supportTexts.historyHeading}
        </Heading>
        {error ? (
          <LoadFailed message={supportTexts.loadFailed} onRetry={() => mutate()} />
        ) : !data ? (
          <Skeleton h="16" role="status" aria-label="Loading your requests" />
        ) : data.requests.length === 0 ? (
          <Text color="fg.muted">{supportTexts.none}</Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none">
            {data.requests.map((request) => (
              <RequestItem key={request.id} request={request} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The Support tab (docs/product/business-side.md §10.8): Premium's support form and the trade's
 * requests; below Premium, the general contact form.
 */
export function SupportTab({ plan, hasListing }: { plan: PlanId; hasListing: boolean }) {
  if (!planIncludes(plan, 'dedicated-support') || !hasListing) {
    return (
      <PremiumUpsell
        icon={LuLifeBuoy}
        title={supportTexts.upsellTitle}
        description={supportTexts.upsell}
        upgradeLabel={supportTexts.upgrade}
      >
        <Button asChild variant="outline">
          <RouterLink to="/about">{supportTexts.contact}</RouterLink>
        </Button>
      </PremiumUpsell>
    );
  }
  return (
    <Stack gap="6">
      <SupportForm />
      <RequestHistory />
    </Stack>
  );
}
