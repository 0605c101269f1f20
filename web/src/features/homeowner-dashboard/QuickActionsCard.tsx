import { Button, Stack } from '@chakra-ui/react';
import { LuBookOpen, LuSearch, LuZap } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { DashboardCard } from '../../components/dashboard/DashboardCard';

export function QuickActionsCard() {
  return (
    <DashboardCard title="Quick Actions" icon={LuZap}>
      <Stack gap="3">
        <Button asChild justifyContent="start">
          <RouterLink to="/directory">
            <LuSearch aria-hidden /> Find Tradespeople
          </RouterLink>
        </Button>
        <Button asChild variant="outline" justifyContent="start">
          <RouterLink to="/education">
            <LuBookOpen aria-hidden /> Learn About Retrofitting
          </RouterLink>
        </Button>
      </Stack>
    </DashboardCard>
  );
}
