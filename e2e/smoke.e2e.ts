import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('a first visit', () => {
  it('shows the home page with both ways in', async () => {
    await page.goto(baseUrl());
    await expect
      .poll(() => page.getByRole('link', { name: "I'm a homeowner" }).count())
      .toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: "I'm in the trades" }).count()).toBeGreaterThan(0);
    await screenshot(page, 'home');
  });

  it('serves a deep link to the directory as the SPA, listing seeded tradespeople', async () => {
    await page.goto(`${baseUrl()}/directory`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toBe('Find a Retrofit Professional');
    const listings = await (await fetch(`${baseUrl()}/api/tradesmen`)).json();
    expect(Array.isArray(listings) && listings.length).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByText(listings[0].name).count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await screenshot(page, 'directory');
  });

  it('serves the hashed app files to be cached for good, and pages to be asked for again', async () => {
    const html = await (await fetch(`${baseUrl()}/auth`)).text();
    const entry = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(entry).toBeDefined();
    const asset = await fetch(`${baseUrl()}${entry}`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${baseUrl()}/auth`);
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });
});
