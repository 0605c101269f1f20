import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const systemFontStack =
  "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', sans-serif";

// A calm green brand: every component uses the green palette unless it asks for another.
const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'green' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: systemFontStack },
        body: { value: systemFontStack },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
