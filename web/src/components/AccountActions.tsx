import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { accountLinksAttribute } from '#schema/page-waking';
import type { NavItem } from './navItems';

/** The header's account links on wide screens; on narrow ones they live in the mobile menu. */
export function AccountActions({ links }: { links: readonly NavItem[] }) {
  return (
    <HStack gap="2" display={{ base: 'none', md: 'flex' }} {...{ [accountLinksAttribute]: '' }}>
      {links.map((link) => (
        <Button key={link.to} asChild size="sm" variant={link.primary ? 'solid' : 'ghost'}>
          <RouterLink to={link.to}>{link.label}</RouterLink>
        </Button>
      ))}
    </HStack>
  );
}
