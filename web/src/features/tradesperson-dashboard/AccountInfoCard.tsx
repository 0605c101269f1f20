import { DataList, HStack, Link } from '@chakra-ui/react';
import { LuUser } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { DashboardCard } from '../../components/dashboard/DashboardCard';
import type { TradesmanAccount } from '../../entities/account/tradesmanAccount';
import { VerifiedBadge } from '../../entities/verification/VerifiedBadge';
import { PlanBadge } from './PlanBadge';

interface AccountInfoCardProps {
  account: TradesmanAccount;
  isVerified: boolean;
}

export function AccountInfoCard({ account, isVerified }: AccountInfoCardProps) {
  return (
    <DashboardCard title="Account Information" icon={LuUser}>
      <DataList.Root orientation="horizontal" gap="3">
        <DataList.Item>
          <DataList.ItemLabel>Business Name</DataList.ItemLabel>
          <DataList.ItemValue>
            <HStack gap="2" wrap="wrap">
              {account.businessName}
              {isVerified && <VerifiedBadge />}
            </HStack>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Email</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all">{account.email}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Username</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all">{account.username}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Plan</DataList.ItemLabel>
          <DataList.ItemValue>
            <PlanBadge plan={account.plan} />
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Verification</DataList.ItemLabel>
          <DataList.ItemValue>
            {/* The documents and their verdicts, any time (docs/product/business-side.md §2.5). */}
            <Link asChild variant="underline">
              <RouterLink to="/dashboard?tab=verification">Documents and checks</RouterLink>
            </Link>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </DashboardCard>
  );
}
