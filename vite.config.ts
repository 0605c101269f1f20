import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { iconModules } from './scripts/build/icon-modules.ts';
import { islands } from './scripts/build/islands.ts';
import { wakeFiles } from './scripts/build/wake-files.ts';
import { immutableAssetCache } from './worker/lib/cache.ts';
import { colorModeScript } from './worker/lib/color-mode-script.ts';
import { securityHeaders } from './worker/lib/security-headers.ts';

/**
 * Static files are served without running the Worker, so the same security headers go into the
 * assets' `_headers` file (Workers Static Assets reads it), written from the Worker's own list.
 * Files under /assets/ carry a hash of their content in their names, so they are cached for good:
 * a returning visitor's browser uses its copy without asking again (issue 27).
 */
function staticHeaders(): Plugin {
  return {
    name: 'static-headers',
    generateBundle() {
      const lines = Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`);
      const source = [
        '/*',
        ...lines,
        '/assets/*',
        `  Cache-Control: ${immutableAssetCache}`,
        '',
      ].join('\n');
      this.emitFile({ type: 'asset', fileName: '_headers', source });
    },
  };
}

/** The colour class is set in the head, before the first paint of any page. */
function colorModeHeadScript(): Plugin {
  return {
    name: 'color-mode-head-script',
    transformIndexHtml: () => [
      { tag: 'script', children: colorModeScript, injectTo: 'head-prepend' },
    ],
  };
}

/** `#schema/rules` in web/ is `schema/rules` at the repo root (tsconfig `paths` says the same). */
export const schemaAlias = {
  find: /^#schema\//,
  replacement: fileURLToPath(new URL('./schema/', import.meta.url)),
};

// Chakra's theme helpers only build objects: an unused theme part is left out of the bundle.
const treeshake = {
  manualPureFunctions: [
    'createSystem',
    'mergeConfigs',
    'defineConfig',
    'defineRecipe',
    'defineSlotRecipe',
    'defineTokens',
    'defineSemanticTokens',
    'defineGlobalStyles',
    'defineTextStyles',
    'defineLayerStyles',
    'defineAnimationStyles',
    'defineKeyframes',
  ],
};

const resolve = { alias: [schemaAlias] };

export default defineConfig({
  root: 'web',
  resolve,
  plugins: [
    react(),
    iconModules(),
    wakeFiles(),
    colorModeHeadScript(),
    staticHeaders(),
    islands(() => ({ resolve, plugins: [react(), iconModules()], treeshake })),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything a page needs before it can respond travels as one file: fewer requests,
          // and one gzip stream compresses better than dozens of small ones.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
      treeshake,
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8787',
    },
  },
});
