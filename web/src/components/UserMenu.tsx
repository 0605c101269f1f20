import { Avatar, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { LuLayoutDashboard, LuLogOut, LuSettings, LuShield, LuShieldCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { logOut } from '../api/logOut';
import type { CurrentUser } from '../api/useCurrentUser';
import { landingPathFor } from '../lib/signIn';
import {
  accountMenuLabel,
  accountMenuTexts,
  hasOwnDashboard,
  initialsOf,
  verificationPath,
} from './accountMenu';

/** The signed-in user's avatar menu (docs/product/public-site.md §2.2). */
export function UserMenu({ user }: { user: CurrentUser }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" rounded="full" aria-label={accountMenuLabel(user.name)}>
          <Avatar.Root size="sm">
            <Avatar.Fallback>{initialsOf(user.name)}</Avatar.Fallback>
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
                  <LuShield aria-hidden /> {accountMenuTexts.adminDashboard}
                </RouterLink>
              </Menu.Item>
            )}
            {hasOwnDashboard(user.role) && (
              <Menu.Item value="dashboard" asChild cursor="pointer">
                <RouterLink to={landingPathFor(user.role)}>
                  <LuLayoutDashboard aria-hidden /> {accountMenuTexts.myDashboard}
                </RouterLink>
              </Menu.Item>
            )}
            {user.role === 'tradesperson' && (
              <Menu.Item value="verification" asChild cursor="pointer">
                <RouterLink to={verificationPath}>
                  <LuShieldCheck aria-hidden /> {accountMenuTexts.verification}
                </RouterLink>
              </Menu.Item>
            )}
            <Menu.Item value="settings" asChild cursor="pointer">
              <RouterLink to="/settings">
                <LuSettings aria-hidden /> {accountMenuTexts.settings}
              </RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" cursor="pointer" onSelect={logOut}>
              <LuLogOut aria-hidden /> {accountMenuTexts.logOut}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
