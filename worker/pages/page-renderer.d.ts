// The SPA's server renderer, bundled into the Worker under this name (wrangler.toml [alias],
// vitest.config.ts): web/src/app/renderPage.tsx, checked against the contract on the web side.
declare module 'page-renderer' {
  export const renderServerPage: import('./contract').PageRenderer;
  /** The global styles every rendered page links to. */
  export function sharedStyleSheet(): Promise<import('./contract').SharedStyleSheet>;
  /** The pages `renderServerPage` renders; the Worker's page routes are made from them. */
  export const serverPages: readonly import('./contract').ServerPage[];
  /** Every page of the SPA's route table (react-router patterns); any other address is a 404. */
  export const appPaths: readonly string[];
}
