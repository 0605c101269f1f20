import { Box, Container, Flex, HStack } from '@chakra-ui/react';
import { staffRoles } from '#schema/catalogues';
import { useCurrentUser } from '../api/useCurrentUser';
import { AccountActions } from './AccountActions';
import { ChatHeaderButton } from './chat/ChatHeaderButton';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { MobileMenu } from './MobileMenu';
import { accountLinksFor } from './navItems';
import { QuoteBell } from './QuoteBell';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

export function Header() {
  const { user } = useCurrentUser();
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
            <AccountActions links={accountLinks} />
            {user && staffRoles.includes(user.role) && <QuoteBell />}
            {user && <UserMenu user={user} />}
            <MobileMenu accountLinks={accountLinks} />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
