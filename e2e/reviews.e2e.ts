import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot, wakeApp } from './support/browser';
import { signIn, waitForPath } from './support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Each person browses from their own address, so the rate limits see separate visitors. */
async function newPage(address: number, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    ...options,
    extraHTTPHeaders: { 'cf-connecting-ip': `203.0.113.${address}` },
  });
  return context.newPage();
}

/** Calls the API as the page's signed-in user, with the token the app keeps. */
async function apiAs<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('authToken');
    const reply = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    return reply.json();
  }, path);
}

// This journey's own homeowner and request, so no other journey's data matters.
const stamp = Date.now();
const homeowner = {
  name: 'Rosa Lindqvist',
  email: `rosa.${stamp}@example.com`,
  password: 'heatpump-journey-1',
  phone: '07700 900777',
  address: '3 Fore Street, Hertford',
  postcode: 'SG14 1BY',
};
const trades = { email: 'dan@lea-valley-heat-pumps.example', password: 'password123' };
const business = 'Lea Valley Heat Pumps';
const project = `Air source heat pump for a Victorian terrace, journey ${stamp}`;
const review = {
  title: `Warm house, tidy fitters ${stamp}`,
  text: 'They sized the heat pump room by room, swapped two radiators and left the house spotless.',
};
const reply = 'Thank you, Rosa. Enjoy the warm winter, and call us for the yearly service.';

interface ReviewPage {
  ratings: { average: number; count: number };
  breakdown: { stars: number; count: number }[];
}

describe('a verified review from request to profile', () => {
  it('a homeowner reviews a completed job, the trade replies, and a visitor sees both', async () => {
    // The homeowner registers, signs in, and finds the quote form filled from their account.
    const home = await newPage(71);
    await home.goto(`${baseUrl()}/auth`);
    const registered = await home.evaluate(
      (body) =>
        fetch('/api/homeowners/register', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((reply) => reply.status),
      homeowner,
    );
    expect(registered).toBe(201);
    await signIn(home, homeowner.email, homeowner.password);
    await waitForPath(home, '/homeowner-dashboard');

    await home.goto(`${baseUrl()}/directory?q=${encodeURIComponent(business)}`);
    const card = home.getByRole('article', { name: business });
    await wakeApp(home);
    await card.getByRole('link', { name: 'Request a quote' }).click();
    const dialog = home.getByRole('dialog', { name: 'Request a Quote' });
    await dialog.getByLabel('Property size').selectOption('3 bed');
    await dialog.getByLabel('Timeline').selectOption({ label: 'Within a month' });
    await dialog.getByLabel('Project description').fill(project);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    expect(await dialog.getByLabel('Full name').inputValue()).toBe(homeowner.name);
    expect(await dialog.getByLabel('Email').inputValue()).toBe(homeowner.email);
    expect(await dialog.getByLabel('Phone').inputValue()).toBe(homeowner.phone);
    expect(await dialog.getByLabel('Postcode (optional)').inputValue()).toBe(homeowner.postcode);
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await home.getByText('Quote Request Sent').first().waitFor();

    // The trade moves it on to completed, which mails the homeowner a review link.
    const trade = await newPage(72);
    await signIn(trade, trades.email, trades.password);
    await waitForPath(trade, '/dashboard');
    await trade.getByRole('tab', { name: 'Quote Requests' }).click();
    const request = trade.getByRole('article').filter({ hasText: project });
    for (const [move, status] of [
      ['Mark Contacted', 'Contacted'],
      ['Mark Quoted', 'Quoted'],
      ['Mark Completed', 'Completed'],
    ] as const) {
      await request.getByRole('button', { name: move }).click();
      await request.getByText(status, { exact: true }).waitFor();
    }

    // The links come from the mail outbox, as the homeowner would get them: the one mailed at
    // registration proves the address (so the review is from a Verified customer), then the
    // review link.
    const admin = await newPage(73);
    await signIn(admin, 'admin@example.com', 'password123');
    await waitForPath(admin, '/admin');
    const mailedLink = async (template: string, pattern: RegExp) => {
      let found = '';
      await expect
        .poll(
          async () => {
            const mail = await apiAs<{ to: string; template: string; body: string }[]>(
              admin,
              '/api/admin/mail',
            );
            const mine = mail.find(
              (item) => item.to === homeowner.email && item.template === template,
            );
            found = mine?.body.match(pattern)?.[0] ?? '';
            return found;
          },
          { timeout: 15_000 },
        )
        .not.toBe('');
      return new URL(found);
    };
    const proof = await mailedLink('email-proof', /https?:\/\/\S+\/confirm-email\?token=[\w-]+/);
    await home.goto(`${baseUrl()}${proof.pathname}${proof.search}`);
    await home.getByText('Thank you: your e-mail address is confirmed.').waitFor();
    const link = (
      await mailedLink('quote-completed', /https?:\/\/\S+\/homeowner-dashboard\?review=\d+/)
    ).toString();
    const { pathname, search } = new URL(link);
    await home.goto(`${baseUrl()}${pathname}${search}`);

    // The form is open at once; a 4★ review is published and shown.
    const form = home.getByRole('form', { name: `Review of ${business}` });
    await form.getByRole('radio', { name: '4 stars' }).click();
    await form.getByLabel('Title').fill(review.title);
    await form.getByLabel('Your review').fill(review.text);
    await form.getByLabel('Date of the work').fill(new Date().toISOString().slice(0, 10));
    await form.getByRole('button', { name: 'Publish review' }).click();
    await home.getByText('Thank you: your review is now on the business’s profile.').waitFor();
    expect(await home.getByText(/^Verified customer — job completed/).count()).toBe(1);

    // The trade replies once from the Reviews tab.
    await trade.getByRole('tab', { name: 'Reviews' }).click();
    const theirs = trade.getByRole('article', { name: `Review: ${review.title}` });
    await theirs.getByRole('button', { name: 'Reply' }).click();
    await theirs.getByLabel('Your public reply').fill(reply);
    await theirs.getByRole('button', { name: 'Publish reply' }).click();
    await theirs.getByText(/^Reply from the business/).waitFor();
    expect(await theirs.getByText(reply).count()).toBe(1);
    expect(await theirs.getByRole('button', { name: 'Reply', exact: true }).count()).toBe(0);

    // A visitor sees the review, the reply and the average worked out from the review rows.
    const visitor = await newPage(74, { viewport: { width: 1280, height: 900 } });
    await visitor.goto(`${baseUrl()}/directory?q=${encodeURIComponent(business)}`);
    await wakeApp(visitor);
    await visitor
      .getByRole('article', { name: business })
      .getByRole('link', { name: 'Show Profile' })
      .click();
    const profileLink = visitor.getByRole('link', { name: 'Open profile page' });
    const listingPath = (await profileLink.getAttribute('href')) ?? '';
    const reviews = await visitor.evaluate(
      (path) =>
        fetch(`/api${path.replace('/listing/', '/tradesmen/')}/reviews`).then((r) => r.json()),
      listingPath,
    );
    const { breakdown, ratings } = reviews as ReviewPage;
    const shown = breakdown.reduce((sum, level) => sum + level.count, 0);
    const average = breakdown.reduce((sum, level) => sum + level.stars * level.count, 0) / shown;
    expect(ratings.count).toBe(shown);
    expect(ratings.average.toFixed(1)).toBe(average.toFixed(1));

    for (const theme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        const page = await newPage(75, {
          viewport: { width, height: 900 },
          colorScheme: theme,
        });
        await page.goto(`${baseUrl()}${listingPath}`);
        const mine = page.getByRole('article', { name: `Review: ${review.title}` });
        await mine.waitFor();
        expect(await mine.getByRole('img', { name: 'Rated 4 out of 5' }).count()).toBe(1);
        expect(await mine.getByText(reply).count()).toBe(1);
        expect(await page.getByText(`from ${ratings.count} reviews`, { exact: true }).count()).toBe(
          1,
        );
        expect(await page.getByText(average.toFixed(1), { exact: true }).count()).toBeGreaterThan(
          0,
        );
        // The innermost section holding the heading: ancestors come first in document order.
        const section = page
          .locator('section')
          .filter({ has: page.getByRole('heading', { name: 'Reviews', exact: true }) })
          .last();
        await section.scrollIntoViewIfNeeded();
        await section.screenshot({ path: `e2e/artifacts/profile-reviews-${width}-${theme}.png` });
        await page.context().close();
      }
    }
    await screenshot(home, 'homeowner-review-published');
  }, 240_000);
});
