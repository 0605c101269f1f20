// A journey that fails leaves a picture of every page it had open (e2e/artifacts/failed-*.png)
// and the page's address in the log, so a failure on a busy CI machine can be read afterwards.
import { afterEach } from 'vitest';
import { launchedBrowsers, screenshot } from './browser';

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const pages = [...launchedBrowsers].flatMap((browser) =>
    browser.contexts().flatMap((context) => context.pages()),
  );
  const name = task.name.replace(/[^\w]+/g, '-').slice(0, 60);
  for (const [index, page] of pages.entries()) {
    console.log(`failed journey "${task.name}": page ${index} at ${page.url()}`);
    await screenshot(page, `failed-${name}-${index}`).catch(() => undefined);
  }
});
