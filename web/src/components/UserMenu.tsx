import { Avatar, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { LuLayoutDashboard, LuLogOut, LuSettings, LuShield, LuShieldCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { logOut } from '../api/logOut';
import type { CurrentUser } from '../api/useCurrentUser';
import { landingPathFor } from '../lib/signIn';

/** The first and last names' first letters, as Chakra's Avatar shows them. */
function initialsOf(name: string): string {
  const names = name.trim().split(/\s+/);
  const first = names[0] ?? '';
  const last = names.length > 1 ? (names.at(-1) ?? '') : '';
  return `${first.charAt(0)}${last.charAt(0)}`;
}

/** The signed-in user's avatar menu (docs/product/public-site.md §2.2). */
export function UserMenu({ user }: { user: CurrentUser }) {
  const hasOwnDashboard = user.role === 'tradesperson' || user.role === 'resident';
  const initials = initialsOf(user.name);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        {/* The name starts with the initials the button shows, so speech users can say them
            (WCAG 2.5.3 label in name). */}
        <IconButton
          variant="ghost"
          rounded="full"
          aria-label={`${initials}, Account menu for ${user.name}`}
        >
          <Avatar.Root size="sm">
            <Avatar.Fallback>{initials}</Avatar.Fallback>
          </Avatar.Root>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Stack gap="0" px="2" py="1.5">
              <Text fontWeight="semibold">{user.name}</Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {user.email}
              </Text>
            </Stack>
            <Menu.Separator />
            {user.role === 'admin' && (
              <Menu.Item value="admin" asChild cursor="pointer">
                <RouterLink to="/admin">
                  <LuShield aria-hidden /> Admin Dashboard
                </RouterLink>
              </Menu.Item>
            )}
            {hasOwnDashboard && (
              <Menu.Item value="dashboard" asChild cursor="pointer">
                <RouterLink to={landingPathFor(user.role)}>
                  <LuLayoutDashboard aria-hidden /> My Dashboard
                </RouterLink>
              </Menu.Item>
            )}
            {user.role === 'tradesperson' && (
              // Documents, their verdicts and re-uploads, at any time after registration
              // (docs/product/business-side.md §2.5).
              <Menu.Item value="verification" asChild cursor="pointer">
                <RouterLink to="/dashboard?tab=verification">
                  <LuShieldCheck aria-hidden /> Verification
                </RouterLink>
              </Menu.Item>
            )}
            <Menu.Item value="settings" asChild cursor="pointer">
              <RouterLink to="/settings">
                <LuSettings aria-hidden /> Settings
              </RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" cursor="pointer" onSelect={logOut}>
              <LuLogOut aria-hidden /> Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
