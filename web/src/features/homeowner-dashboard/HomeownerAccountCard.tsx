import { DataList } from '@chakra-ui/react';
import { LuUser } from 'react-icons/lu';
import { DashboardCard } from '../../components/dashboard/DashboardCard';
import { formatDate } from '../../lib/formatDate';
import type { Homeowner } from './useHomeowner';

const notProvided = 'Not provided';

export function HomeownerAccountCard({ homeowner }: { homeowner: Homeowner }) {
  const address = [homeowner.address, homeowner.postcode].filter(Boolean).join(', ');
  const details = [
    { label: 'Email', value: homeowner.email },
    { label: 'Phone', value: homeowner.phone || notProvided },
    { label: 'Address', value: address || notProvided },
    {
      label: 'Member Since',
      value: homeowner.createdAt ? formatDate(homeowner.createdAt) : notProvided,
    },
  ];
  return (
    <DashboardCard title="Your Account" icon={LuUser}>
      <DataList.Root orientation="horizontal" gap="3">
        {details.map((detail) => (
          <DataList.Item key={detail.label}>
            <DataList.ItemLabel>{detail.label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{detail.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </DashboardCard>
  );
}
