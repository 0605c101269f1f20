import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

interface ShownListing {
  name: string;
  text: string;
  /** The card's average rating; 0 for 'No reviews yet'. */
  rating: number;
  reviews: number;
}

/** The listings on the page as a person reads them: name, place, services, '4.8 (23 reviews)'. */
async function shownListings(): Promise<ShownListing[]> {
  const articles = await page.getByRole('article').all();
  return Promise.all(
    articles.map(async (article) => {
      const text = (await article.textContent()) ?? '';
      const rating = /(\d\.\d) \((\d+) reviews?\)/.exec(text);
      return {
        name: (await article.getByRole('heading').first().textContent()) ?? '',
        text,
        rating: rating ? Number(rating[1]) : 0,
        reviews: rating ? Number(rating[2]) : 0,
      };
    }),
  );
}

const resultLine = () => page.getByText(/^Showing \d/).textContent();
const searchParams = () => Object.fromEntries(new URL(page.url()).searchParams);

describe('a homeowner searches in their own words with their postcode', () => {
  let bestMatch: ShownListing[];

  it('types "AL1 solar panels" on the home page and lands on solar trades in St Albans', async () => {
    await page.goto(baseUrl());
    await page.getByLabel('What do you need?').fill('AL1 solar panels');
    await screenshot(page, 'search-home-words-and-postcode');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/directory');
    expect(searchParams()).toEqual({ q: 'AL1 solar panels' });
    await page.getByText('Showing trades serving AL1 (St Albans) first').waitFor();
    await expect.poll(resultLine, { timeout: 10_000 }).toMatch(/^Showing 1–\d+ of \d+/);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('best-match');

    bestMatch = await shownListings();
    expect(bestMatch.length).toBeGreaterThan(1);
    expect(bestMatch[0]?.text).toContain('St Albans');
    for (const listing of bestMatch) expect(listing.text).toContain('Solar Panel Installation');
  });

  it('sorts them by highest rating', async () => {
    await page.getByLabel('Sort by').selectOption('Highest rated');
    await expect.poll(searchParams).toEqual({ q: 'AL1 solar panels', sort: 'highest-rated' });
    await expect
      .poll(async () => (await shownListings()).map((listing) => listing.name), { timeout: 10_000 })
      .not.toEqual(bestMatch.map((listing) => listing.name));

    const byRating = await shownListings();
    const ratings = byRating.map((listing) => listing.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    for (const listing of byRating) expect(listing.text).toContain('Solar Panel Installation');
  });

  it('takes the postcode in the location field and says politely when it is outside the county', async () => {
    await page.getByLabel('Search', { exact: true }).fill('heat pump');
    await page.getByLabel('Location', { exact: true }).fill('LU1 3');
    await page.getByLabel('Location', { exact: true }).press('Enter');
    await page
      .getByText('LU1 is outside Hertfordshire; showing trades across the county')
      .waitFor();
    await expect.poll(resultLine, { timeout: 10_000 }).toMatch(/^Showing 1–5 of \d+/);
  });
});

describe('the directory with a postcode search', () => {
  it.each([
    ['light', 1280],
    ['light', 390],
    ['dark', 1280],
    ['dark', 390],
  ] as const)('looks right in %s at %i px', async (colorScheme, width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
    const shot = await context.newPage();
    await shot.goto(`${baseUrl()}/directory?q=solar+panels&location=AL1`);
    await shot.getByText('Showing trades serving AL1 (St Albans) first').waitFor();
    await shot.getByRole('article').first().waitFor();
    await screenshot(shot, `search-postcode-${colorScheme}-${width}`);
    await context.close();
  });
});
