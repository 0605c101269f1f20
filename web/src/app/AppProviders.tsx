import { ChakraProvider } from '@chakra-ui/react';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrDefaults } from '../api/swr';
import { Toaster } from '../components/Toaster';
import { storageKeys } from '../lib/storage';
import { system } from './system';

/**
 * Chakra, colour mode and SWR. The theme is stored under `theme` as 'dark' or 'light'; with nothing
 * stored the system preference decides (spec public-site §4).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ThemeProvider
        attribute="class"
        storageKey={storageKeys.theme}
        themes={['light', 'dark']}
        defaultTheme="system"
        enableSystem
        disableTransitionOnChange
        // Its inline script only matters in server-rendered HTML; marking it as data keeps React 19
        // from warning about a script rendered on the client (applyInitialColorMode does that job).
        scriptProps={{ type: 'application/json' }}
      >
        <SWRConfig value={swrDefaults}>
          {children}
          <Toaster />
        </SWRConfig>
      </ThemeProvider>
    </ChakraProvider>
  );
}
