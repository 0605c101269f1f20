import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import useSWR from 'swr';
import { type AuditAction, auditActions } from '#schema/catalogues';
import { dateFormatter } from '#schema/intl';
import { api, unwrap } from '../../../api/client';
import { Pager } from '../../../components/Pager';
import { SelectField } from '../../../components/SelectField';
import { auditKey } from './adminKeys';
import { actionLabels, changesOf, targetLabel } from './auditLabels';
import { DashboardPanel } from './DashboardPanel';
import { PanelContent } from './PanelContent';

const when = dateFormatter('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The audit trail of admin actions, newest first, with an action filter: each names its target and
 * says what changed in the product's words (auditLabels.ts).
 */
export function AuditPanel() {
  const [action, setAction] = useState<AuditAction | 'all'>('all');
  const [page, setPage] = useState(1);
  const { data, error } = useSWR([...auditKey, action, page], () =>
    unwrap(api.admin.audit.$get({ query: { action, page: String(page) } })),
  );
  return (
    <DashboardPanel title="Activity" description="Every admin action, who did it and what changed.">
      <Stack gap="4">
        <SelectField
          label="Action"
          size="sm"
          first={{ value: 'all', label: 'All actions' }}
          options={auditActions.map((value) => ({ value, label: actionLabels[value] }))}
          value={action}
          onChange={(value) => {
            setAction(value as AuditAction | 'all');
            setPage(1);
          }}
        />
        <PanelContent
          label="activity"
          error={error}
          items={data?.entries}
          loadFailed="Failed to load the activity."
          empty="No admin actions yet."
        >
          <Stack as="ul" gap="2" listStyleType="none">
            {data?.entries.map((entry) => (
              <Box as="li" key={entry.id} borderBottomWidth="1px" pb="2">
                <HStack gap="2" wrap="wrap">
                  <Badge>{actionLabels[entry.action]}</Badge>
                  <Text fontSize="sm" wordBreak="break-word">
                    {targetLabel(entry)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {entry.actorEmail} · {when(new Date(entry.createdAt))}
                  </Text>
                </HStack>
                {changesOf(entry.before, entry.after).map((change) => (
                  <Text key={change} fontSize="xs" color="fg.muted" wordBreak="break-word">
                    {change}
                  </Text>
                ))}
              </Box>
            ))}
          </Stack>
          {data && (
            <Pager
              label="Activity"
              page={page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={setPage}
            />
          )}
        </PanelContent>
      </Stack>
    </DashboardPanel>
  );
}
