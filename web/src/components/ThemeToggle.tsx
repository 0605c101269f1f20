import { Box, IconButton } from '@chakra-ui/react';
import { useTheme } from 'next-themes';
import { LuMoon, LuSun } from 'react-icons/lu';
import { useHydrated } from '../lib/useHydrated';

export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const isDark = useHydrated() && resolvedTheme === 'dark';
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={isDark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
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
