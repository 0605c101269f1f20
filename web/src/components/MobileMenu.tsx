import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import type { NavItem } from './navItems';

const loadContent = () => import('./MobileMenuContent');
const MobileMenuContent = lazy(() => loadContent().then((m) => ({ default: m.MobileMenuContent })));

/** The header's menu button on narrow screens. */
export function MenuButton(props: IconButtonProps) {
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label="Open menu"
      display={{ md: 'none' }}
      {...props}
    >
      <LuMenu />
    </IconButton>
  );
}

/**
 * Under `md` the navigation and account links collapse into a menu
 * (docs/decisions/014-spec-readings-chosen.md). Its code loads when the button is first pressed (or
 * pointed at), and the menu then opens at once; until then every page carries only the button.
 */
export function MobileMenu({ accountLinks }: { accountLinks: readonly NavItem[] }) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    return (
      <MenuButton
        aria-haspopup="menu"
        onPointerEnter={loadContent}
        onClick={() => setWanted(true)}
      />
    );
  }
  return (
    <Suspense fallback={<MenuButton aria-haspopup="menu" aria-busy />}>
      <MobileMenuContent accountLinks={accountLinks} />
    </Suspense>
  );
}
