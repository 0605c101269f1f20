import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { announceLogOut } from './api/logOut';
import { App, createAppRouter } from './app/App';
import { appSystem } from './app/system';
import { releaseTradeSelectionIsland } from './features/directory/chosenTrades';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element to render into.');

/** The answers a server-rendered page arrived with (worker/routes/pages.ts), if it was one. */
function readPageData(): Record<string, unknown> | undefined {
  const script = document.getElementById('page-data');
  return script?.textContent
    ? (JSON.parse(script.textContent) as Record<string, unknown>)
    : undefined;
}

/**
 * Not a top-level await: the page's lazy code imports from this entry's chunk, so the entry must
 * finish evaluating before that code can load.
 */
async function start(root: HTMLElement) {
  const pageData = readPageData();
  // The page's own code starts downloading; meanwhile, in a task of its own (a slow phone takes
  // about 0.2 s), Chakra's system is built, so evaluating the app is not one longer task.
  const [router] = await Promise.all([
    createAppRouter(),
    new Promise((resolve) => setTimeout(resolve)).then(appSystem),
  ]);
  const app = (
    <StrictMode>
      <App router={router} pageData={pageData} />
    </StrictMode>
  );
  if (pageData && root.hasChildNodes()) {
    // The page is hydrated as the server rendered it: an island's changes are taken back first.
    releaseTradeSelectionIsland();
    window.__accountIsland?.release();
    // The page is already on screen: hydrating inside a transition lets the browser answer the
    // visitor between pieces of that work instead of blocking for all of it.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

void start(rootElement);
announceLogOut();
