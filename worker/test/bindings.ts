/** Plain-text bindings of the Worker under test (the database URL comes from the global setup). */
export const testBindings = {
  APP_ENV: 'test',
  JWT_SECRET: 'test-only-secret-0123456789abcdef0123456789abcdef',
} as const;

/** A miniature of web/index.html for the ASSETS binding. */
const spaShell =
  '<!doctype html><html><head><meta name="description" content="Site description" />' +
  '<title>Retrofit Smarter Greener</title></head><body><div id="root"></div></body></html>';
export const serveSpaShell = () =>
  new Response(spaShell, { headers: { 'content-type': 'text/html; charset=utf-8' } });
