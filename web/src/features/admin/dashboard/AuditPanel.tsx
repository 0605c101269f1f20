import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import useSWR from 'swr';
import { type AuditAction, auditActions } from '#schema/catalogues';
import { api, unwrap } from '../../../api/client';
import { Pager } from '../../../components/Pager';
import { SelectField } from '../../../components/SelectField';
import { auditKey } from './adminKeys';
import { DashboardPanel } from './DashboardPanel';
import { PanelContent } from './PanelContent';

const actionLabels: Record<AuditAction, string> = {
  'user.created': 'User created',
  'user.updated': 'User edited',
  'user.role_changed': 'Role changed',
  'user.deleted': 'User deleted',
  'application.approved': 'Application approved',
  'application.rejected': 'Application rejected',
  'verification.updated': 'Verification status set',
  'document.reviewed': 'Document reviewed',
  'featured.set': 'Featured',
  'featured.removed': 'Featured removed',
  'import.run': 'Import run',
  'review.hidden': 'Review removed',
  'review.released': 'Review released',
  'review.reports_dismissed': 'Review reports dismissed',
  'credential.verified': 'Credential verified',
  'credential.rejected': 'Credential rejected',
  'credential.corrected': 'Credential corrected',
  'support.replied': 'Support request answered',
};

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const shown = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** What changed, field by field: 'role: resident → editor'. */
export function changesOf(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => shown(before?.[field]) !== shown(after?.[field]))
    .map((field) =>
      before
        ? `${field}: ${shown(before[field])} → ${shown(after?.[field])}`
        : `${field}: ${shown(after?.[field])}`,
    );
}

/** The audit trail of admin actions, newest first, with an action filter. */
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
                  <Text fontSize="sm">
                    {entry.targetType} {entry.targetId ?? ''}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {entry.actorEmail} · {when.format(new Date(entry.createdAt))}
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
