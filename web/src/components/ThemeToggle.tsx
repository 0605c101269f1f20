import { Box, IconButton } from '@chakra-ui/react';
import { LuMoon, LuSun } from 'react-icons/lu';
import { setColorMode, useColorMode } from '../lib/colorMode';

export function ThemeToggle() {
  const isDark = useColorMode() === 'dark';
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={isDark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => setColorMode(isDark ? 'light' : 'dark')}
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
