import { Menu, Portal } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { MenuButton } from './MobileMenu';
import { mainNavItems, type NavItem } from './navItems';

/** The mobile menu itself, loaded when it is first opened (MobileMenu.tsx). */
export function MobileMenuContent({ accountLinks }: { accountLinks: readonly NavItem[] }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen>
      <Menu.Trigger asChild>
        <MenuButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            {mainNavItems.map((item) => (
              <Menu.Item
                key={item.to}
                value={item.to}
                asChild
                cursor="pointer"
                _currentPage={{ color: 'colorPalette.fg', fontWeight: 'semibold' }}
              >
                <NavLink to={item.to} end={item.to === '/'}>
                  {item.label}
                </NavLink>
              </Menu.Item>
            ))}
            {accountLinks.length > 0 && <Menu.Separator />}
            {accountLinks.map((link) => (
              <Menu.Item
                key={link.to}
                value={link.to}
                asChild
                cursor="pointer"
                fontWeight={link.primary ? 'semibold' : undefined}
              >
                <NavLink to={link.to}>{link.label}</NavLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
