import { Stack, Text } from '@chakra-ui/react';
import { LuClipboardList, LuMail, LuUsers, LuWrench } from 'react-icons/lu';
import useSWR from 'swr';
import { api, unwrap } from '../../../api/client';
import { StatList } from '../../../components/StatList';
import { statsKey } from './adminKeys';
import { statsTexts } from './adminTexts';
import { StatCard } from './StatCard';

const stats = [
  { key: 'tradesmen', label: 'Tradesmen', icon: LuWrench },
  { key: 'users', label: 'Users', icon: LuUsers },
  { key: 'subscribers', label: 'Newsletter subscribers', icon: LuMail },
  { key: 'quotes', label: 'Quote requests', icon: LuClipboardList },
] as const;

/** The site's counts from /api/admin/stats. */
export function AdminStats() {
  const { data, error } = useSWR(statsKey, () => unwrap(api.admin.stats.$get()));
  return (
    <Stack gap="3">
      <StatList columns={{ base: 2, lg: 4 }} gap="4">
        {stats.map((stat) => (
          <StatCard
            key={stat.key}
            label={stat.label}
            icon={stat.icon}
            value={data?.[stat.key]}
            failed={Boolean(error)}
          />
        ))}
      </StatList>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {statsTexts.failed}
        </Text>
      )}
    </Stack>
  );
}
