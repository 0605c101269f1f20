import { Box, Container, Flex, HStack, Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { staffRoles } from '#schema/catalogues';
import { useCurrentUser } from '../api/useCurrentUser';
import { AccountActions } from './AccountActions';
import { ChatHeaderButton } from './chat/ChatHeaderButton';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { MobileMenu } from './MobileMenu';
import { accountLinksFor } from './navItems';
import { ThemeToggle } from './ThemeToggle';

// Only signed-in visitors see these: nobody else downloads their menus and polling.
const QuoteBell = lazy(() => import('./QuoteBell').then((m) => ({ default: m.QuoteBell })));
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

export function Header() {
  const { user, isLoading } = useCurrentUser();
  const accountLinks = accountLinksFor(user);
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
      <Container maxW="6xl">
        <Flex h="16" align="center" gap={{ base: 2, md: 6 }}>
          <Logo />
          <MainNav />
          <HStack gap="2" ms="auto">
            <ThemeToggle />
            <ChatHeaderButton />
            {isLoading ? (
              <Spinner size="sm" role="status" aria-label="Connecting to the database..." />
            ) : (
              <AccountActions links={accountLinks} />
            )}
            <Suspense>
              {user && staffRoles.includes(user.role) && <QuoteBell />}
              {user && <UserMenu user={user} />}
            </Suspense>
            <MobileMenu accountLinks={accountLinks} />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
