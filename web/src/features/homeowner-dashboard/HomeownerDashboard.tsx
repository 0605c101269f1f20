import { Button, Container, SimpleGrid, Stack } from '@chakra-ui/react';
import { LuHouse } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { CurrentUser } from '../../api/useCurrentUser';
import { DashboardHeader } from '../../components/dashboard/DashboardHeader';
import { LogOutButton } from '../../entities/account/LogOutButton';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { HomeownerAccountCard } from './HomeownerAccountCard';
import { HomeownerQuoteList } from './HomeownerQuoteList';
import { QuickActionsCard } from './QuickActionsCard';
import { SurveyVisitList } from './SurveyVisitList';
import { useHomeowner } from './useHomeowner';

export function HomeownerDashboard({ user }: { user: CurrentUser }) {
  const homeowner = useHomeowner(user);
  useDocumentTitle('My Dashboard');
  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <DashboardHeader
        title={`Welcome back, ${homeowner.name}`}
        subtitle="Your account and the quotes you have asked for"
        actions={
          <>
            <Button asChild variant="ghost" size="sm">
              <RouterLink to="/">
                <LuHouse aria-hidden /> Home
              </RouterLink>
            </Button>
            <LogOutButton />
          </>
        }
      />
      <Stack gap="10">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <HomeownerAccountCard homeowner={homeowner} />
          <QuickActionsCard />
        </SimpleGrid>
        <SurveyVisitList />
        <HomeownerQuoteList homeownerId={homeowner.id} />
      </Stack>
    </Container>
  );
}
