import { chakra, IconButton, Separator, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LuMenu } from 'react-icons/lu';
import { NavLink, useLocation } from 'react-router-dom';
import { accountLinksAttribute } from '#schema/page-waking';
import { closeOnLeave } from '../lib/closeOnLeave';
import { DisclosureLink, DisclosurePanel } from './DisclosureMenu';
import { mainNavItems, type NavItem } from './navItems';

/**
 * Under `md` the navigation and account links collapse into a menu
 * (docs/decisions/014-spec-readings-chosen.md). It is a native disclosure, `<details>`, so it opens
 * in the server's HTML before the app has loaded (docs/decisions/006-server-rendering-and-waking-on-intent.md),
 * and its button tells screen readers whether it is expanded. Once the app runs, following a link,
 * Escape or a press outside closes it.
 */
export function MobileMenu({
  accountLinks,
  signedOut,
}: {
  accountLinks: readonly NavItem[];
  /** Its account links are a signed-out visitor's, hidden for a stored sign-in (AccountActions). */
  signedOut: boolean;
}) {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menu.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  useEffect(() => closeOnLeave(() => menu.current), []);

  const item = (link: NavItem) => (
    <li key={link.to}>
      <DisclosureLink
        fontWeight={link.primary ? 'semibold' : undefined}
        _currentPage={{ color: 'colorPalette.fg', fontWeight: 'semibold' }}
      >
        <NavLink to={link.to} end={link.to === '/'}>
          {link.label}
        </NavLink>
      </DisclosureLink>
    </li>
  );

  return (
    <chakra.details ref={menu} position="relative" display={{ md: 'none' }}>
      <IconButton asChild variant="ghost" size="sm">
        <chakra.summary listStyle="none" css={{ '&::-webkit-details-marker': { display: 'none' } }}>
          <LuMenu aria-hidden />
          <VisuallyHidden>Menu</VisuallyHidden>
        </chakra.summary>
      </IconButton>
      <DisclosurePanel as="nav" aria-label="Menu">
        <chakra.ul listStyle="none">{mainNavItems.map(item)}</chakra.ul>
        {accountLinks.length > 0 && (
          <div {...(signedOut && { [accountLinksAttribute]: '' })}>
            <Separator my="1" />
            <chakra.ul listStyle="none">{accountLinks.map(item)}</chakra.ul>
          </div>
        )}
      </DisclosurePanel>
    </chakra.details>
  );
}
