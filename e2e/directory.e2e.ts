import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot, wakeApp } from './support/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

/** The result line, e.g. 'Showing 1–5 of 43 professionals', once it reads `text`. */
async function waitForResults(text: string) {
  await expect.poll(() => page.getByText(/^Showing/).textContent(), { timeout: 10_000 }).toBe(text);
}

const searchParams = () => Object.fromEntries(new URL(page.url()).searchParams);

/**
 * How many listings the directory holds for a search, asked of the API: other journeys add
 * listings to the shared seed (registrations, imports), so the totals are not fixed numbers.
 */
async function totalFor(query: Record<string, string>) {
  const reply = await fetch(`${baseUrl()}/api/tradesmen/count?${new URLSearchParams(query)}`);
  return ((await reply.json()) as { count: number }).count;
}

const showing = (from: number, total: number) =>
  `Showing ${from}–${Math.min(from + 4, total)} of ${total} professionals`;

describe('a homeowner finds a professional and asks for a quote', () => {
  it('searches from the home page and lands on the matching directory', async () => {
    await page.goto(baseUrl());
    await page.getByLabel('What do you need?').fill('solar');
    await page.getByLabel('Where?').fill('St Albans');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/directory');
    expect(searchParams()).toEqual({ q: 'solar', location: 'St Albans' });
    const total = await totalFor({ query: 'solar', location: 'St Albans' });
    expect(total).toBeGreaterThanOrEqual(3);
    await waitForResults(showing(1, total));
    await screenshot(page, 'directory-search');
  });

  it('narrows the directory with the service and location filters', async () => {
    await page.getByLabel('Search', { exact: true }).fill('');
    await page.getByLabel('Location', { exact: true }).fill('');
    await page.getByLabel('Service', { exact: true }).selectOption('Heat Pump');
    await expect.poll(searchParams).toEqual({ service: 'Heat Pump' });
    const total = await totalFor({ service: 'Heat Pump' });
    expect(total).toBeGreaterThan(10);
    await waitForResults(showing(1, total));

    await page.getByRole('link', { name: 'Next page' }).click();
    await waitForResults(showing(6, total));
    await screenshot(page, 'directory-heat-pumps-page-2');
  });

  it('pages through every listing, reaching a page by its number in two taps', async () => {
    await page.getByLabel('Service', { exact: true }).selectOption('All services');
    const total = await totalFor({});
    expect(total).toBeGreaterThan(30);
    const pages = Math.ceil(total / 5);
    await waitForResults(showing(1, total));
    // The last page, then a page beside it: listing 96 is page 20, two taps from page 1.
    await page.getByRole('link', { name: `Page ${pages} of ${pages}` }).click();
    await waitForResults(showing(5 * (pages - 1) + 1, total));
    const target = Math.max(pages - 4, 1);
    await page.getByRole('link', { name: `Page ${target} of ${pages}` }).click();
    await waitForResults(showing(5 * (target - 1) + 1, total));
    expect(searchParams()).toEqual({ page: String(target) });
    await page.getByRole('link', { name: 'Card view' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'cards');
    await screenshot(page, 'directory-page-by-number-cards');
  });

  it("follows a page's number before any script has run", async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    const still = await context.newPage();
    const total = await totalFor({});
    const pages = Math.ceil(total / 5);
    await still.goto(`${baseUrl()}/directory`);
    await still.getByRole('link', { name: `Page ${pages} of ${pages}` }).click();
    await expect.poll(() => new URL(still.url()).search).toBe(`?page=${pages}`);
    await still
      .getByText(`Showing ${5 * (pages - 1) + 1}–${total} of ${total} professionals`)
      .waitFor();
    await context.close();
  });

  it('opens a profile and sends that business a quote request', async () => {
    // The filters and links above needed no app code; once it is awake, Show Profile opens the
    // profile over the results.
    await wakeApp(page);
    const firstListing = page.getByRole('article').first();
    const businessName = (await firstListing.getByRole('heading').textContent()) ?? '';
    await firstListing.getByRole('link', { name: 'Show Profile' }).click();
    const profile = page.getByRole('dialog', { name: businessName });
    await profile.getByRole('heading', { name: 'Credentials' }).waitFor();
    await screenshot(page, 'profile-dialog');

    await profile.getByRole('button', { name: 'Request a Quote' }).click();
    const quote = page.getByRole('dialog', { name: 'Request a Quote' });
    await quote.getByText(businessName).waitFor();
    await quote.getByLabel('Property size').selectOption('3 bed');
    await quote.getByLabel('Timeline').selectOption('Within a month');
    await quote.getByLabel('Project description').fill('Air source heat pump for a 1930s semi.');
    await quote.getByRole('button', { name: 'Continue' }).click();
    await quote.getByLabel('Full name').fill('Olivia Bennett');
    await quote.getByLabel('Email').fill('olivia.bennett@example.com');
    await quote.getByLabel('Phone').fill('07700 900123');
    await quote.getByLabel('Postcode (optional)').fill('AL1 3JE');
    await screenshot(page, 'quote-dialog-contact');
    await quote.getByRole('button', { name: 'Send Request' }).click();

    await page.getByText('Quote Request Sent').waitFor();
    await quote.waitFor({ state: 'detached' });
    await screenshot(page, 'quote-sent');
  });
});
