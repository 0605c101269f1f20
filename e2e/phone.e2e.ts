// On a 390 px phone, light and dark: the public pages and the staff tables fit the screen without
// sideways scrolling, the chat opens from the header rather than floating over the page, and every
// screen is photographed for looking at (e2e/artifacts/phone-*.png).
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser';
import { signIn, waitForPath } from './support/session';

const phone = { width: 390, height: 844 };
const themes = ['light', 'dark'] as const;
const chatButtonName = 'Open chat with the Retrofit Helper';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A phone whose system theme is `theme` (the site follows it when nothing is stored). */
async function phonePage(theme: (typeof themes)[number], address: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: phone,
    colorScheme: theme,
    extraHTTPHeaders: { 'cf-connecting-ip': address },
  });
  return context.newPage();
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    // Every scroll box on screen (tables sit in one); visually hidden copies clip instead. A strip
    // of choices (a profile's booking days) is swiped sideways by design.
    boxes: [...document.querySelectorAll('body *')]
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .filter((element) => !element.matches(':has(> [role="list"])'))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.outerHTML.slice(0, 120)),
  }));
  expect(widths.page).toBeLessThanOrEqual(phone.width);
  expect(widths.boxes).toEqual([]);
}

async function overlaps(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([first.boundingBox(), second.boundingBox()]);
  if (!a || !b) throw new Error('an element to compare is not on screen');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe.each(themes)('on a phone, %s theme', (theme) => {
  it('the home page, the directory and a profile fit the screen', async () => {
    const page = await phonePage(theme, theme === 'light' ? '203.0.113.90' : '203.0.113.91');
    const [listing] = (await (await fetch(`${baseUrl()}/api/tradesmen`)).json()) as {
      id: number;
      name: string;
    }[];
    if (!listing) throw new Error('the seeded directory is empty');

    await page.goto(baseUrl());
    await page.getByRole('link', { name: "I'm a homeowner" }).first().waitFor();
    const rootClasses = await page.evaluate(() => document.documentElement.className);
    expect(rootClasses.split(' ')).toContain(theme);
    await expectNoSidewaysScroll(page);
    await screenshot(page, `phone-home-${theme}`);

    await page.goto(`${baseUrl()}/directory`);
    await page.getByText(listing.name).first().waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `phone-directory-${theme}`);

    await page.goto(`${baseUrl()}/tradesman/${listing.id}`);
    const requestQuote = page.getByRole('link', { name: 'Request a Quote' });
    await requestQuote.waitFor();
    await expectNoSidewaysScroll(page);
    // The chat opens from the header: nothing floats over the text or Request a Quote.
    const chatButtons = page.getByRole('button', { name: chatButtonName });
    expect(await chatButtons.count()).toBe(1);
    expect(
      await page.getByRole('banner').getByRole('button', { name: chatButtonName }).count(),
    ).toBe(1);
    expect(await overlaps(chatButtons, requestQuote)).toBe(false);
    await screenshot(page, `phone-profile-${theme}`);

    await chatButtons.click();
    const chat = page.getByRole('dialog', { name: 'Retrofit Helper' });
    await chat.getByRole('button', { name: 'How much do solar panels cost?' }).click();
    await chat.getByText(/£4,000-£8,000/).waitFor();
    await page.screenshot({ path: `e2e/artifacts/phone-chat-${theme}.png` });
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.ariaLabel))
      .toBe(chatButtonName);
  });

  it('the staff tables become cards, with every control in full view', async () => {
    const page = await phonePage(theme, theme === 'light' ? '203.0.113.92' : '203.0.113.93');
    await signIn(page, 'admin@example.com', 'password123');
    await waitForPath(page, '/admin');
    await page
      .getByRole('button', { name: /^Remove / })
      .first()
      .waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `phone-admin-subscribers-${theme}`);

    await page.goto(`${baseUrl()}/admin/users`);
    const roleSelect = page.getByLabel(/^Role of /).first();
    await roleSelect.waitFor();
    await expectNoSidewaysScroll(page);
    const box = await roleSelect.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= phone.width).toBe(true);
    await screenshot(page, `phone-admin-users-${theme}`);

    await page.goto(`${baseUrl()}/admin/verification`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page
      .getByRole('button', { name: /^Review / })
      .first()
      .waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `phone-admin-verification-${theme}`);

    await page.goto(`${baseUrl()}/verification-dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `phone-verification-dashboard-${theme}`);

    await page.goto(`${baseUrl()}/quote-requests`);
    await page.getByRole('table').waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `phone-quote-requests-${theme}`);
  });
});
