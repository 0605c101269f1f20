// A journey that fails leaves a picture of every page it had open (e2e/artifacts/failed-*.png),
// their addresses, and the app's recent errors and refusals in the log, so a failure on a busy CI
// machine can be read afterwards.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { artifactsDir } from './artifacts';
import { launchedBrowsers, screenshot } from './browser';

/** The app log's last lines that report a refusal, a server fault or an error. */
function recentTrouble(): string[] {
  const path = join(artifactsDir, 'app.log');
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => / [45]\d\d |error|timed out|did not answer/i.test(line))
    .slice(-30);
}

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
  console.log(`the app's recent trouble:\n${recentTrouble().join('\n')}`);
});
