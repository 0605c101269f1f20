import { Box, chakra, IconButton, Link, Separator, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LuMenu } from 'react-icons/lu';
import { NavLink, useLocation } from 'react-router-dom';
import { accountLinksAttribute } from '#schema/page-waking';
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

  useEffect(() => {
    function close(event: KeyboardEvent | PointerEvent) {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.querySelector('summary')?.focus();
      } else if (details.contains(event.target as Node)) return;
      details.open = false;
    }
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, []);

  const item = (link: NavItem) => (
    <li key={link.to}>
      <Link
        asChild
        display="flex"
        px="3"
        py="2"
        rounded="l1"
        color="fg"
        fontWeight={link.primary ? 'semibold' : undefined}
        _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
        _currentPage={{ color: 'colorPalette.fg', fontWeight: 'semibold' }}
      >
        <NavLink to={link.to} end={link.to === '/'}>
          {link.label}
        </NavLink>
      </Link>
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
      <Box
        as="nav"
        aria-label="Menu"
        position="absolute"
        insetEnd="0"
        top="full"
        mt="2"
        minW="56"
        p="1"
        bg="bg.panel"
        borderWidth="1px"
        rounded="l2"
        shadow="lg"
        zIndex="dropdown"
      >
        <chakra.ul listStyle="none">{mainNavItems.map(item)}</chakra.ul>
        {accountLinks.length > 0 && (
          <div {...(signedOut && { [accountLinksAttribute]: '' })}>
            <Separator my="1" />
            <chakra.ul listStyle="none">{accountLinks.map(item)}</chakra.ul>
          </div>
        )}
      </Box>
    </chakra.details>
  );
}
