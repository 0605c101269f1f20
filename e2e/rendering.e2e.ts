// The public pages arrive as HTML that already holds their content (DESIGN "Rendering"): with
// scripts off a visitor still reads the page, and with scripts on the browser takes the same page
// over without a hydration error, after which its buttons work.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './support/browser';

let browser: Browser;
let listing: { id: number; name: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const [first] = (await (await fetch(`${baseUrl()}/api/tradesmen`)).json()) as (typeof listing)[];
  if (!first) throw new Error('the seeded directory is empty');
  listing = first;
});

afterAll(async () => {
  await browser?.close();
});

const pages = () => [
  { path: '/', heading: 'Retrofit Smarter Greener' },
  { path: '/directory?location=Watford', heading: 'Find a Retrofit Professional' },
  { path: '/education', heading: 'Education Hub' },
  { path: '/about', heading: 'About Retrofit Smarter Greener' },
  { path: `/tradesman/${listing.id}`, heading: listing.name },
  { path: `/listing/${listing.id}`, heading: listing.name },
];

describe('server-rendered public pages', () => {
  it('show their heading and text with scripts turned off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of pages()) {
      const response = await page.goto(`${baseUrl()}${path}`);
      expect(response?.status(), path).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).first().textContent(), path).toBe(
        heading,
      );
    }
    await page.goto(`${baseUrl()}/directory?location=Watford`);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /^Showing 1–/ })
        .count(),
    ).toBe(1);
    await context.close();
  });

  it('hydrate without errors, and their buttons then work', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    for (const { path } of pages()) {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
    }
    expect(errors).toEqual([]);
    // The last page is a profile: its Request a Quote button opens the dialog once hydrated.
    await page.getByRole('button', { name: 'Request a Quote' }).first().click();
    // Its code loads on this first request.
    await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.getByRole('dialog').textContent()).toContain(listing.name);
    await context.close();
  });
});
