import { Box, Icon, Skeleton } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { StatItem } from '../../../components/StatItem';

interface StatCardProps {
  label: string;
  icon: IconType;
  /** Undefined while loading. */
  value: number | undefined;
  failed: boolean;
}

/** One count of the admin dashboard, a tile of its `StatList`. */
export function StatCard({ label, icon, value, failed }: StatCardProps) {
  const loading = value === undefined && !failed;
  return (
    <StatItem
      borderWidth="1px"
      rounded="xl"
      p="5"
      bg="bg.panel"
      label={
        <>
          {label}
          <Box p="2" rounded="lg" bg="colorPalette.subtle" color="colorPalette.fg">
            <Icon as={icon} boxSize="4" aria-hidden />
          </Box>
        </>
      }
      labelProps={{ justifyContent: 'space-between', alignItems: 'start' }}
      value={
        loading ? <Skeleton height="9" width="16" /> : failed ? '—' : value?.toLocaleString('en-GB')
      }
      valueProps={{ fontSize: '3xl' }}
    />
  );
}
