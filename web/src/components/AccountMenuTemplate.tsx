import { Avatar, Box, Button, chakra, IconButton, Separator, Stack, Text } from '@chakra-ui/react';
import { LuLayoutDashboard, LuLogOut, LuSettings, LuShieldCheck } from 'react-icons/lu';
import { accountParts, accountTemplateId, islandControlAttribute } from '#schema/page-waking';
import { accountMenuTexts, verificationPath } from './accountMenu';
import { DisclosureLink, DisclosurePanel } from './DisclosureMenu';

const part = (name: keyof typeof accountParts) => ({ [accountParts[name]]: '' });

/**
 * The signed-in header's end (a trade's My Dashboard, the avatar menu) as an inert template in
 * every server-rendered page (worker/routes/pages.ts), styled by the shared style file. The account
 * island (web/src/islands/account.ts) fills it in for a homeowner or a trade with no React or
 * Chakra of its own, so their pages need no app (docs/decisions/006). The menu is a native
 * disclosure like the phone menu; the app's own is UserMenu. Its words and addresses are the
 * island's to fill in and to leave out by role.
 */
export function AccountMenuTemplate() {
  return (
    <template id={accountTemplateId}>
      <Button asChild size="sm" display={{ base: 'none', md: 'flex' }} {...part('dashboardButton')}>
        <a href="/dashboard">{accountMenuTexts.myDashboard}</a>
      </Button>
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
            <li {...part('dashboard')}>
              <DisclosureLink>
                <a href="/dashboard">
                  <LuLayoutDashboard aria-hidden /> {accountMenuTexts.myDashboard}
                </a>
              </DisclosureLink>
            </li>
            <li {...part('verification')}>
              <DisclosureLink>
                <a href={verificationPath}>
                  <LuShieldCheck aria-hidden /> {accountMenuTexts.verification}
                </a>
              </DisclosureLink>
            </li>
            <li>
              <DisclosureLink>
                <a href="/settings">
                  <LuSettings aria-hidden /> {accountMenuTexts.settings}
                </a>
              </DisclosureLink>
            </li>
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
    </template>
  );
}
