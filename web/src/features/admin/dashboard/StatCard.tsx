import { Box, HStack, Icon, Skeleton, Stat } from '@chakra-ui/react';
import type { IconType } from 'react-icons';

interface StatCardProps {
  label: string;
  icon: IconType;
  /** Undefined while loading. */
  value: number | undefined;
  failed: boolean;
}

export function StatCard({ label, icon, value, failed }: StatCardProps) {
  return (
    <Stat.Root borderWidth="1px" rounded="xl" p="5" bg="bg.panel">
      <HStack justify="space-between" align="start">
        <Stat.Label>{label}</Stat.Label>
        <Box p="2" rounded="lg" bg="colorPalette.subtle" color="colorPalette.fg">
          <Icon as={icon} boxSize="4" aria-hidden />
        </Box>
      </HStack>
      {value === undefined && !failed ? (
        <Skeleton height="9" width="16" />
      ) : (
        <Stat.ValueText fontSize="3xl">
          {failed ? '—' : value?.toLocaleString('en-GB')}
        </Stat.ValueText>
      )}
    </Stat.Root>
  );
}
