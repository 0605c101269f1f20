/**
 * Plain-text bindings of the Worker under test (the database URL and the Stripe stand-in's host and
 * port come from the global setup).
 */
export const testBindings = {
  APP_ENV: 'test',
  /** Every link in a mail starts with it (worker/lib/site-url.ts). */
  SITE_URL: 'https://site.example',
  JWT_SECRET: 'test-only-secret-0123456789abcdef0123456789abcdef',
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_only_secret',
  STRIPE_API_PROTOCOL: 'http',
} as const;

/** A miniature of web/index.html for the ASSETS binding. */
const spaShell =
  '<!doctype html><html><head><meta name="description" content="Site description" />' +
  '<title>Retrofit Smarter Greener</title>' +
  '<script type="module" crossorigin src="/assets/index-test.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/runtime-test.js">' +
  '</head><body><div id="root"></div></body></html>';
/** A miniature of the build's dist/wake-files.json (scripts/build/wake-files.ts). */
export const testWakeFiles = {
  '/directory': ['/assets/runtime-test.js', '/assets/DirectoryPage-test.js'],
};

/** A miniature of the build's dist/islands.json (scripts/build/islands.ts). */
export const testIslands = {
  chat: { entry: '/assets/chat-island-test.js', files: ['/assets/limits-test.js'] },
  tradeSelection: { entry: '/assets/trade-selection-test.js', files: [] },
  account: { entry: '/assets/account-island-test.js', files: ['/assets/client-test.js'] },
};

const buildLists: Record<string, unknown> = {
  '/wake-files.json': testWakeFiles,
  '/islands.json': testIslands,
};

/** The ASSETS binding: the build's lists at their addresses, the SPA's shell at any other. */
export const serveAssets = (request: Request) => {
  const list = buildLists[new URL(request.url).pathname];
  return list
    ? Response.json(list)
    : new Response(spaShell, { headers: { 'content-type': 'text/html; charset=utf-8' } });
};
