import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { accountLinksAttribute } from '#schema/page-waking';
import type { NavItem } from './navItems';

/**
 * The header's account links on wide screens; on narrow ones they live in the mobile menu. A
 * signed-out visitor's (Sign In, List My Business) are marked, so a page opened with a stored
 * sign-in hides them (schema/page-waking.ts).
 */
export function AccountActions({
  links,
  signedOut,
}: {
  links: readonly NavItem[];
  signedOut: boolean;
}) {
  return (
    <HStack
      gap="2"
      display={{ base: 'none', md: 'flex' }}
      {...(signedOut && { [accountLinksAttribute]: '' })}
    >
      {links.map((link) => (
        <Button key={link.to} asChild size="sm" variant={link.primary ? 'solid' : 'ghost'}>
          <RouterLink to={link.to}>{link.label}</RouterLink>
        </Button>
      ))}
    </HStack>
  );
}
