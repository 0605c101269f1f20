import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { securityHeaders } from './worker/lib/security-headers.ts';

/**
 * Static files are served without running the Worker, so the same security headers go into the
 * assets' `_headers` file (Workers Static Assets reads it), written from the Worker's own list.
 */
function staticSecurityHeaders(): Plugin {
  return {
    name: 'static-security-headers',
    generateBundle() {
      const lines = Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`);
      this.emitFile({ type: 'asset', fileName: '_headers', source: `/*\n${lines.join('\n')}\n` });
    },
  };
}

/** `#schema/rules` in web/ is `schema/rules` at the repo root (tsconfig `paths` says the same). */
export const schemaAlias = {
  find: /^#schema\//,
  replacement: fileURLToPath(new URL('./schema/', import.meta.url)),
};

export default defineConfig({
  root: 'web',
  resolve: { alias: [schemaAlias] },
  plugins: [react(), staticSecurityHeaders()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8787',
    },
  },
});
