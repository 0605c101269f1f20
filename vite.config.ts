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

export default defineConfig({
  root: 'web',
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
