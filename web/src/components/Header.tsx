import { Box, Container, Flex, HStack, Spinner } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { staffRoles } from '#schema/catalogues';
import { signedInAttribute, staffAttribute } from '#schema/page-waking';
import { useCurrentUser } from '../api/useCurrentUser';
import { useHydrated } from '../lib/useHydrated';
import { AccountActions } from './AccountActions';
import { ChatHeaderButton } from './chat/ChatHeaderButton';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { MobileMenu } from './MobileMenu';
import { accountLinksFor } from './navItems';
import { ThemeToggle } from './ThemeToggle';

// Only signed-in visitors see it: nobody else downloads its menu.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

/** The site header; `quoteBell` is the staff's quote notifications, shown to staff only. */
export function Header({ quoteBell }: { quoteBell: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const accountLinks = accountLinksFor(user);
  // The page's marks of a sign-in and of staff (schema/page-waking.ts) follow the user once the
  // app knows them (not while it hydrates the server's signed-out header): gone with a refused
  // sign-in, set by one made in the app.
  const hydrated = useHydrated();
  const isStaff = user !== null && staffRoles.includes(user.role);
  useEffect(() => {
    if (hydrated && !isLoading) {
      document.documentElement.toggleAttribute(signedInAttribute, user !== null);
      document.documentElement.toggleAttribute(staffAttribute, isStaff);
    }
  }, [hydrated, isLoading, user, isStaff]);
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
              <AccountActions links={accountLinks} signedOut={!user} />
            )}
            <Suspense>
              {isStaff && quoteBell}
              {user && <UserMenu user={user} />}
            </Suspense>
            <MobileMenu accountLinks={accountLinks} signedOut={!user} />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
