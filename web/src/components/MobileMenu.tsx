import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { LuMenu } from 'react-icons/lu';
import { NavLink } from 'react-router-dom';
import { mainNavItems, type NavItem } from './navItems';

/** Under `md` the navigation and account links collapse into this menu (DESIGN: a real menu). */
export function MobileMenu({ accountLinks }: { accountLinks: readonly NavItem[] }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label="Open menu" display={{ md: 'none' }}>
          <LuMenu />
        </IconButton>
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
