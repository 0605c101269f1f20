import { Box, IconButton } from '@chakra-ui/react';
import { LuMoon, LuSun } from 'react-icons/lu';
import {
  switchingThemeAttribute,
  themeSwitchAttribute,
  themeSwitchLabels,
} from '#schema/theme-switch';
import { switchColorMode, useColorMode } from '../lib/colorMode';

/** An icon's display while a press switches the page to light or to dark. */
const whileSwitching = (toLight: string, toDark: string) => ({
  [`[${switchingThemeAttribute}=light] > &`]: { display: toLight },
  [`[${switchingThemeAttribute}=dark] > &`]: { display: toDark },
});

/**
 * The switch between the light and the dark theme. On a server-rendered page the wake script
 * answers it until the app has loaded (worker/lib/wake-script.ts), so it never waits for the app.
 */
export function ThemeToggle() {
  const mode = useColorMode();
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={themeSwitchLabels[mode]}
      {...{ [themeSwitchAttribute]: '' }}
      onClick={switchColorMode}
    >
      {/* The icon follows the page's colour class, which is set before the first paint, or the
          mode a press has asked for while the page restyles (switchingThemeAttribute, set by
          switchColorMode and by the wake script): the press's own frame turns it. */}
      <Box as="span" css={{ _dark: { display: 'none' }, ...whileSwitching('inline', 'none') }}>
        <LuMoon />
      </Box>
      <Box
        as="span"
        display="none"
        css={{ _dark: { display: 'inline' }, ...whileSwitching('none', 'inline') }}
      >
        <LuSun />
      </Box>
    </IconButton>
  );
}
