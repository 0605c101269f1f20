import { HStack, Link } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { mainNavItems } from './navItems';

/** Desktop navigation; NavLink marks the current item with aria-current="page". */
export function MainNav() {
  return (
    <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', md: 'flex' }}>
      {mainNavItems.map((item) => (
        <Link
          key={item.to}
          asChild
          px="3"
          py="2"
          rounded="md"
          fontWeight="medium"
          color="fg.muted"
          _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
          _currentPage={{ color: 'colorPalette.fg', bg: 'colorPalette.subtle' }}
        >
          <NavLink to={item.to} end={item.to === '/'}>
            {item.label}
          </NavLink>
        </Link>
      ))}
    </HStack>
  );
}
