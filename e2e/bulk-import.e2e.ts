// An admin imports a 50-row CSV with three bad rows: the preview and the result both name those
// three by their row in the file (the header is row 1), and the other 47 are imported.
import axe from 'axe-core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { baseUrl, launchBrowser, screenshotThemes } from './support/browser';
import { signIn, waitForPath } from './support/session';

let browser: Browser;
let admin: Page;
const run = Date.now().toString(36);

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({
    extraHTTPHeaders: { 'cf-connecting-ip': '203.0.113.80' },
  });
  admin = await context.newPage();
  await admin.addInitScript({ content: axe.source });
});

afterAll(async () => {
  await browser?.close();
});

// Made-up words, so this run's listings are its own whatever the database holds.
const firm = (n: number) => `Brindlewick Retrofit ${n} ${run}`;
const line = (n: number, name = firm(n)) =>
  `${name},Loft and wall insulation,brindlewick${n}-${run}@example.com,01727 ${String(n).padStart(6, '0')}`;

/** Data row n is on row n + 1 of the file; rows 12, 23 and 40 are the bad ones. */
const csv = [
  'name,site.company_insights.description,email_2,phone',
  ...Array.from({ length: 50 }, (_, index) => {
    const n = index + 1;
    if (n + 1 === 12) return line(4, firm(4).toUpperCase());
    if (n + 1 === 23)
      return line(n, `"=HYPERLINK(""http://evil.example"",""Brindlewick ${run}"")"`);
    if (n + 1 === 40) return line(n, '');
    return line(n);
  }),
].join('\n');

const expectedSkips = [
  `Row 12 (${firm(4).toUpperCase()}): Same name and e-mail as row 5 of this file`,
  `Row 23 (=HYPERLINK("http://evil.example","Brindlewick ${run}")): Names cannot start with =, +, -, @`,
  'Row 40: Name is required',
];

const skippedIn = (section: Locator) => section.getByRole('listitem').allTextContents();

/** Closes the confirmation toast, so the photographs show the page under it. */
async function dismissToast(title: string) {
  const toast = admin.locator('[data-scope="toast"][data-part="root"]', { hasText: title });
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await toast.waitFor({ state: 'detached' });
}

describe('bulk import', () => {
  it('reports the three bad rows of 50 by file row in the preview and the result', async () => {
    await signIn(admin, 'admin@example.com', 'password123');
    await waitForPath(admin, '/admin');
    await admin.goto(`${baseUrl()}/admin/bulk-import`);
    await admin.getByLabel('CSV data').fill(csv);
    await admin.getByRole('button', { name: 'Parse CSV' }).click();

    const preview = admin.getByRole('region', { name: 'Import preview' });
    await preview.getByText('47 of 50 rows will be imported.').waitFor();
    const willSkip = preview.getByRole('region', { name: 'Rows that will be skipped' });
    expect(await skippedIn(willSkip)).toEqual(expectedSkips);
    await willSkip.getByText('the header is row 1, so the first data row is row 2').waitFor();
    const table = preview.getByRole('region', { name: 'Tradesmen to import' });
    expect(await table.getByRole('row').count()).toBe(11);
    // The table's scroll area takes the keyboard's focus (axe: scrollable-region-focusable).
    await table.focus();
    expect(await table.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await seriousViolations(admin)).toEqual([]);
    await dismissToast('CSV Parsed Successfully');
    await screenshotThemes(admin, 'admin-import-preview-skips');

    await admin.getByRole('button', { name: 'Import 47 Tradesmen' }).click();
    const result = admin.getByRole('region', { name: 'Import result' });
    await result.getByText('Successfully imported 47 out of 50 tradesmen').waitFor();
    expect(await skippedIn(result.getByRole('region', { name: 'Rows not imported' }))).toEqual(
      expectedSkips,
    );
    expect(await seriousViolations(admin)).toEqual([]);
    await dismissToast('Import Successful');
    // On a phone the long formula-looking name wraps instead of widening the page.
    await admin.setViewportSize({ width: 390, height: 900 });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await screenshotThemes(admin, 'admin-import-result');
  }, 180_000);
});
