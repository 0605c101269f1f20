import { Avatar, Box, Button, chakra, IconButton, Separator, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { LuLayoutDashboard, LuLogOut, LuSettings, LuShield, LuShieldCheck } from 'react-icons/lu';
import {
  accountParts,
  accountTemplateId,
  islandControlAttribute,
  partMark,
} from '#schema/page-waking';
import { accountMenuTexts, verificationPath } from './accountMenu';
import { DisclosureLink, DisclosurePanel } from './DisclosureMenu';
import { FarewellToast } from './FarewellToast';

const part = (name: keyof typeof accountParts) => partMark(accountParts, name);

interface MenuEntryProps {
  href: string;
  icon: IconType;
  label: string;
  /** The part the island fills in or leaves out by role, if any. */
  mark?: keyof typeof accountParts;
}

function MenuEntry({ href, icon: EntryIcon, label, mark }: MenuEntryProps) {
  return (
    <li {...(mark && part(mark))}>
      <DisclosureLink>
        <a href={href}>
          <EntryIcon aria-hidden /> {label}
        </a>
      </DisclosureLink>
    </li>
  );
}

/**
 * The signed-in header's end (a trade's My Dashboard, staff's quote bell, given as `quoteBell`, the
 * avatar menu) as an inert template in every server-rendered page (worker/routes/pages.ts), styled
 * by the shared style file. The account island (web/src/islands/account.ts) fills it in for any
 * signed-in user with no React or Chakra of its own, so nobody's public pages need the app
 * (docs/decisions/006). The menu is a native
 * disclosure like the phone menu; the app's own is UserMenu. Its words and addresses are the
 * island's to fill in and to leave out by role.
 */
export function AccountMenuTemplate({ quoteBell }: { quoteBell: ReactNode }) {
  return (
    <template id={accountTemplateId}>
      <Button asChild size="sm" display={{ base: 'none', md: 'flex' }} {...part('dashboardButton')}>
        <a href="/dashboard">{accountMenuTexts.myDashboard}</a>
      </Button>
      {quoteBell}
      <chakra.details position="relative">
        <IconButton asChild variant="ghost" rounded="full">
          <chakra.summary
            listStyle="none"
            css={{ '&::-webkit-details-marker': { display: 'none' } }}
            {...part('trigger')}
          >
            <Avatar.Root size="sm">
              <Avatar.Fallback {...part('initials')}>AB</Avatar.Fallback>
            </Avatar.Root>
          </chakra.summary>
        </IconButton>
        <DisclosurePanel>
          <Stack gap="0" px="3" py="1.5">
            <Text fontWeight="semibold" {...part('name')} />
            <Text fontSize="sm" color="fg.muted" truncate {...part('email')} />
          </Stack>
          <Separator my="1" />
          <chakra.ul listStyle="none">
            <MenuEntry
              href="/admin"
              icon={LuShield}
              label={accountMenuTexts.adminDashboard}
              mark="adminDashboard"
            />
            <MenuEntry
              href="/dashboard"
              icon={LuLayoutDashboard}
              label={accountMenuTexts.myDashboard}
              mark="dashboard"
            />
            <MenuEntry
              href={verificationPath}
              icon={LuShieldCheck}
              label={accountMenuTexts.verification}
              mark="verification"
            />
            <MenuEntry href="/settings" icon={LuSettings} label={accountMenuTexts.settings} />
          </chakra.ul>
          <Separator my="1" />
          <Box>
            <DisclosureLink>
              <chakra.button
                type="button"
                w="full"
                cursor="pointer"
                {...part('logOut')}
                {...{ [islandControlAttribute]: '' }}
              >
                <LuLogOut aria-hidden /> {accountMenuTexts.logOut}
              </chakra.button>
            </DisclosureLink>
          </Box>
        </DisclosurePanel>
      </chakra.details>
      <FarewellToast />
    </template>
  );
}
