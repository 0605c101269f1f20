import { Box, IconButton } from '@chakra-ui/react';
import { LuMoon, LuSun } from 'react-icons/lu';
import { themeSwitchAttribute, themeSwitchLabels } from '#schema/theme-switch';
import { setColorMode, useColorMode } from '../lib/colorMode';

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
      onClick={() => setColorMode(mode === 'dark' ? 'light' : 'dark')}
    >
      {/* The icon follows the page's colour class, which is set before the first paint. */}
      <Box as="span" css={{ _dark: { display: 'none' } }}>
        <LuMoon />
      </Box>
      <Box as="span" display="none" css={{ _dark: { display: 'inline' } }}>
        <LuSun />
      </Box>
    </IconButton>
  );
}
