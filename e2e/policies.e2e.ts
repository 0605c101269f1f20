// Issue 25's "Must show": the public review policy and ranking pages as a visitor reads them,
// photographed at 390 px and 1280 px in both themes.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshotThemes } from './support/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext()).newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('the public policy pages', () => {
  it('a visitor reads how reviews are checked, the same for one star and five', async () => {
    await page.goto(`${baseUrl()}/review-policy`);
    await page.getByRole('heading', { level: 1, name: 'How reviews work' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'How reviews are checked' }).waitFor();
    await expect
      .poll(() =>
        page
          .getByText('Every review gets the same checks, whether it gives one star or five.')
          .count(),
      )
      .toBe(1);
    await screenshotThemes(page, 'review-policy');
  });

  it('a visitor follows the directory’s ranking sentence to every factor and each paid place', async () => {
    await page.goto(`${baseUrl()}/directory`);
    await page.getByText(/^Sorted by best match: a business that paid to be boosted/).waitFor();
    await page.getByRole('link', { name: 'How we rank', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/how-we-rank');
    await page.getByRole('heading', { level: 1, name: 'How we rank businesses' }).waitFor();
    await page
      .getByText(/^The plan, a paid placement: Premium \(top placement\) first, then Professional/)
      .waitFor();
    await page.getByText(/“Premium: top placement \(paid\)”/).waitFor();
    await screenshotThemes(page, 'how-we-rank');
  });
});
