// Issue 23, Starter: a paying trade adds a logo and photos of work, and the plan's featured badge
// shows without anyone at the site featuring them (docs/product/business-side.md §10.9).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshotThemes, wakeApp } from './support/browser';
import { writePng } from './support/png';
import { signIn, waitForPath } from './support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

// A seeded, verified listing on the Starter plan with a sign-in of its own.
const trade = { email: 'rob@stevenage-home-energy.example', password: 'password123' };
const business = 'Stevenage Home Energy';
const listingId = 22;

async function newPage(): Promise<Page> {
  return (await browser.newContext()).newPage();
}

describe('the Starter plan delivers', () => {
  it('a Starter trade uploads a logo and three photos, and sees the plan’s featured badge', async () => {
    const page = await newPage();
    await signIn(page, trade.email, trade.password);
    await waitForPath(page, '/dashboard');

    await page.getByRole('tab', { name: 'Edit Profile' }).click();
    await page.getByLabel('Upload logo').setInputFiles(writePng('logo.png', 64, 64, '15803d'));
    await expect.poll(() => page.getByRole('button', { name: 'Remove logo' }).count()).toBe(1);

    await page.getByRole('tab', { name: 'Gallery' }).click();
    await page
      .getByLabel('Add photos')
      .setInputFiles([
        writePng('loft.png', 320, 240, 'f59e0b'),
        writePng('heat-pump.png', 320, 240, '0ea5e9'),
        writePng('solar.png', 240, 320, '6366f1'),
      ]);
    await expect.poll(() => page.getByText('3 of 10 photos').count(), { timeout: 30_000 }).toBe(1);
    await page
      .getByRole('textbox', { name: 'Caption (photo 1)' })
      .fill('Loft insulation, Shephall');
    await page.getByRole('button', { name: 'Save caption' }).first().click();
    await expect.poll(() => page.getByText('Caption saved').count()).toBeGreaterThan(0);

    // The public profile, as a visitor gets it from the server: badge, logo and photos.
    const profile = await (await fetch(`${baseUrl()}/tradesman/${listingId}`)).text();
    expect(profile).toContain('Featured · paid plan');
    expect(profile).toContain(`${business} logo`);
    expect(profile.match(/Open photo \d of 3/g)).toHaveLength(3);

    // The home page's featured places rotate hourly among verified featured listings; every
    // badge there says why it shows, and this listing is among those the section draws from.
    await page.goto(baseUrl());
    const featured = page.getByRole('region', { name: 'Featured Professionals' });
    await expect
      .poll(() => featured.getByText(/Featured (· paid plan|by our team)/).count())
      .toBeGreaterThan(0);
    const pool = (await (await fetch(`${baseUrl()}/api/featured-tradesmen`)).json()) as {
      id: number;
      featuredSource: string;
    }[];
    expect(pool).toContainEqual(expect.objectContaining({ id: listingId, featuredSource: 'plan' }));
    await screenshotThemes(page, 'gallery-home');

    // The lightbox is the app's: until it has taken the page over (a trade's page is the account
    // island's until then, decision 006), a photo is a plain link to the picture.
    await page.goto(`${baseUrl()}/tradesman/${listingId}`);
    await wakeApp(page);
    await screenshotThemes(page, 'gallery-profile');
    await page.getByRole('link', { name: 'Open photo 1 of 3: Loft insulation, Shephall' }).click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('Photo 1 of 3');
    await screenshotThemes(page, 'gallery-lightbox');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('Photo 2 of 3');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });
});
