// Issue 23's paid plans end to end: a trade joins on Starter with the test card and adds a logo and
// photos of work; upgrades to Professional, shown the prorated charge before paying and the same
// figure after; publishes survey-visit hours; a signed-in homeowner books one on a 390 px phone;
// the trade sees the booking, this week's analytics and both invoices on the Billing tab
// (docs/product/business-side.md §10.4, §10.5, §10.9).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appEntry,
  baseUrl,
  contextWithAppHeld,
  launchBrowser,
  screenshot,
  screenshotThemes,
} from './support/browser';
import { mailedPath } from './support/mail';
import { writePng } from './support/png';
import { signIn, waitForPath } from './support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The signed-in trade's listing id, read with the session the page holds. */
const ownListingId = (page: Page) =>
  page.evaluate(async () => {
    const token = localStorage.getItem('authToken');
    const reply = await fetch('/api/tradesman/profile', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await reply.json()) as { profile: { id: number } }).profile.id;
  });

/** Pounds as the screens write them ('£30.97', '£49') to a number. */
const pounds = (text: string) => Number(text.replace('£', ''));

/** The card form the payment screens share: the test card that pays. */
async function typeTestCard(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
}

/** Registers a new trade on monthly Starter, paid with the test card, and proves its address. */
async function joinOnStarter(trade: Page, email: string) {
  await trade.goto(`${baseUrl()}/register-form?plan=starter&billing=monthly`);
  const form = trade.getByRole('form', { name: 'Business details' });
  await form.getByLabel('Business name').fill('Booking Journey Retrofit');
  await form.getByLabel('Description').fill('Heat pump surveys and installs.');
  await form.getByLabel('Service area').selectOption('Watford');
  await form.getByLabel('Contact email').fill(email);
  await form.getByLabel('Contact phone').fill('01923 555 010');
  await form.getByText('Heat Pump Installation').click();
  await form.getByText('MCS Certified').click();
  await trade.getByRole('button', { name: 'Continue to Payment' }).click();
  const payment = trade.getByRole('form', { name: 'Payment' });
  await payment.getByTestId('due-today').getByText('£19', { exact: true }).waitFor();
  await typeTestCard(trade);
  await payment.getByText('I agree to the terms of service').click();
  await payment.getByRole('button', { name: /^Pay £19\b/ }).click();
  await waitForPath(trade, '/registration-status');
  // The listing is public once its address is proven by the link mailed at registration.
  await trade.goto(
    `${baseUrl()}${await mailedPath(email, 'tradesperson-welcome', /https?:\/\/\S+\/confirm-email\?token=[\w-]+/)}`,
  );
  await trade.getByText('Thank you: your e-mail address is confirmed.').waitFor();
}

describe('the paid plans deliver, from Starter to Professional', () => {
  it('a Starter trade adds photos, upgrades at the prorated price, takes a booking and sees its invoices', async () => {
    const trade = await (await browser.newContext()).newPage();
    const email = `e2e-booking-${Date.now()}@example.com`;
    await joinOnStarter(trade, email);

    // Starter: a logo and photos of work.
    await trade.goto(`${baseUrl()}/dashboard`);
    await trade.getByRole('tab', { name: 'Edit Profile' }).click();
    await trade.getByLabel('Upload logo').setInputFiles(writePng('logo.png', 64, 64, '15803d'));
    await expect.poll(() => trade.getByRole('button', { name: 'Remove logo' }).count()).toBe(1);
    await trade.getByRole('tab', { name: 'Gallery' }).click();
    await trade
      .getByLabel('Add photos')
      .setInputFiles([
        writePng('loft.png', 320, 240, 'f59e0b'),
        writePng('heat-pump.png', 320, 240, '0ea5e9'),
        writePng('solar.png', 240, 320, '6366f1'),
      ]);
    await expect.poll(() => trade.getByText('3 of 10 photos').count(), { timeout: 30_000 }).toBe(1);
    await screenshotThemes(trade, 'gallery-manager');
    await trade.getByRole('tab', { name: 'Bookings' }).click();
    await trade.getByText('Direct booking comes with the Professional plan').waitFor();

    // Professional, mid-period: the charge is the prorated difference, shown before the card.
    await trade.getByRole('tab', { name: 'Upgrade Plan' }).click();
    await trade
      .getByRole('article', { name: 'Professional plan' })
      .getByRole('link', { name: 'Upgrade' })
      .click();
    await waitForPath(trade, '/upgrade-payment');
    await trade.getByText(/^Prorated:/).waitFor();
    const dueToday = trade.getByTestId('due-today');
    await expect.poll(async () => pounds((await dueToday.textContent()) ?? '')).toBeGreaterThan(0);
    const charge = (await dueToday.textContent()) ?? '';
    expect(pounds(charge)).toBeLessThan(49);
    await typeTestCard(trade);
    await trade.getByRole('button', { name: `Pay ${charge} and upgrade` }).click();
    await trade.getByText(`${charge} was charged to your card`).waitFor();
    await waitForPath(trade, '/dashboard');
    await trade.getByText('Professional Plan').first().waitFor();

    // Every day of the week, so a slot is free whatever day the journey runs.
    await trade.getByRole('tab', { name: 'Bookings' }).click();
    const editor = trade.getByRole('form', { name: 'Weekly availability' });
    for (const day of ['Saturday', 'Sunday']) {
      await editor.getByRole('button', { name: 'Add opening hours' }).click();
      await editor
        .getByRole('group', { name: /^Opening hours/ })
        .last()
        .getByRole('combobox')
        .selectOption(day);
    }
    await editor.getByRole('button', { name: 'Publish availability' }).click();
    await trade.getByText('Availability published').first().waitFor();
    await screenshotThemes(trade, 'booking-availability');
    const listingId = await ownListingId(trade);

    // A signed-out visitor books before the app has loaded: the days and times are links, the
    // details a form that posts, and the answer is the page (docs/decisions/006).
    const held = await contextWithAppHeld(browser);
    const appAsked: string[] = [];
    held.context.on('request', (request) => {
      if (appEntry.test(request.url())) appAsked.push(request.url());
    });
    const visitor = await held.context.newPage();
    await visitor.goto(`${baseUrl()}/listing/${listingId}`);
    const booking = visitor.locator('section#book');
    const secondDay = booking
      .getByRole('list', { name: /^Choose a time/ })
      .getByRole('link')
      .nth(1);
    const dayHref = await secondDay.getAttribute('href');
    await secondDay.click();
    await visitor.waitForURL(/[?&]day=\d{4}-\d{2}-\d{2}#book$/);
    expect(await booking.locator('a[aria-current="true"]').getAttribute('href')).toBe(dayHref);
    const laterTime = booking
      .getByRole('list', { name: /^Times on/ })
      .getByRole('link')
      .nth(1);
    const chosenTime = (await laterTime.textContent()) ?? '';
    await laterTime.click();
    await visitor.waitForURL(/[?&]start=/);
    const form = booking.getByRole('form', { name: /^Your details for .* at / });
    expect(await form.getAttribute('aria-label')).toContain(`at ${chosenTime}`);
    await form.getByLabel('Full name').fill('Owen Price');
    await form.getByLabel('Phone').fill('07700 900456');
    // Sent with the e-mail missing: the page comes back with it said and the rest kept.
    await form.getByRole('button', { name: 'Book this visit' }).click();
    await booking.getByText('Please enter a valid email address').waitFor();
    expect(await form.getByLabel('Full name').inputValue()).toBe('Owen Price');
    // Someone else books that time meanwhile: the page says so and keeps the details, and the
    // next time chosen sends them along, so nothing is typed again.
    const start = await form.locator('input[name="start"]').inputValue();
    const meanwhile = await fetch(`${baseUrl()}/api/tradesmen/${listingId}/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        start,
        name: 'Quick Booker',
        email: `quick-${Date.now()}@example.com`,
        phone: '07700 900789',
        note: '',
      }),
    });
    expect(meanwhile.status).toBe(201);
    await form.getByLabel('Email').fill(`owen-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Book this visit' }).click();
    await booking
      .getByText('Sorry, this time has just been booked. Please choose another.')
      .waitFor();
    const kept = booking.getByRole('form', { name: 'Your details', exact: true });
    expect(await kept.getByLabel('Full name').inputValue()).toBe('Owen Price');
    const nextTime = booking
      .getByRole('list', { name: /^Times on/ })
      .getByRole('button')
      .first();
    const nextChosen = (await nextTime.textContent()) ?? '';
    await nextTime.click();
    const rechosen = booking.getByRole('form', {
      name: new RegExp(`^Your details for .* at ${nextChosen}`),
    });
    await rechosen.waitFor();
    expect(await rechosen.getByLabel('Full name').inputValue()).toBe('Owen Price');
    expect(await rechosen.getByLabel('Phone').inputValue()).toBe('07700 900456');
    // Enter in a field books the time chosen, though the days and times belong to the form too.
    await rechosen.getByLabel('Phone').press('Enter');
    await booking.getByText('Check your e-mail to confirm').waitFor();
    expect(await booking.textContent()).toContain(nextChosen);
    await screenshot(visitor, 'booking-before-the-app');
    await visitor.waitForLoadState('load');
    expect(await visitor.evaluate(() => window.__early?.woke)).toBe(false);
    expect(appAsked).toEqual([]);
    held.release();
    await held.context.close();

    const phone = await (
      await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      })
    ).newPage();
    await signIn(phone, 'resident@example.com', 'password123');
    await waitForPath(phone, '/homeowner-dashboard');
    await phone.goto(`${baseUrl()}/tradesman/${listingId}`);
    // The homeowner's page is the account island's, not the app's (decision 006): a time is a
    // link (a page load), the details start from the account, and the form posts with the stored
    // sign-in, so the visit is booked at once, as the app would book it.
    await phone.getByLabel(/Account menu for /).waitFor({ timeout: 30_000 });
    const section = phone.locator('section', {
      has: phone.getByRole('heading', { name: 'Book a survey visit' }),
    });
    await section.waitFor();
    const firstTime = section
      .getByRole('list', { name: /^Times on/ })
      .getByRole('link')
      .first();
    const time = (await firstTime.textContent()) ?? '';
    await firstTime.tap();
    const details = section.getByRole('form');
    await expect.poll(() => details.getByLabel('Full name').inputValue()).not.toBe('');
    expect(await details.getByLabel('Email').inputValue()).toBe('resident@example.com');
    await details.getByLabel('Phone').fill('07700 900123');
    await details.getByRole('button', { name: 'Book this visit' }).tap();
    await section.getByText('Visit booked').waitFor();
    // Nothing wider than the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await screenshot(phone, 'booking-phone-booked');
    await phone.evaluate(() => {
      document.documentElement.classList.remove('light');
      document.documentElement.classList.add('dark');
    });
    await screenshot(phone, 'booking-phone-booked-dark');
    // The homeowner finds the visit on their dashboard, at the time they chose.
    await phone.goto(`${baseUrl()}/homeowner-dashboard`);
    const booked = phone.getByRole('listitem', {
      name: 'Survey visit with Booking Journey Retrofit',
    });
    await booked.waitFor();
    expect(await booked.textContent()).toContain(time);
    expect(await booked.getByRole('button', { name: 'Cancel visit' }).isVisible()).toBe(true);

    await trade.reload();
    await trade.getByRole('tab', { name: 'Bookings' }).click();
    const visit = trade.getByRole('listitem').filter({ hasText: 'Emma Clarke' });
    await visit.waitFor();
    expect(await visit.textContent()).toContain(time);
    await trade.getByRole('tab', { name: 'Analytics' }).click();
    const table = trade.getByRole('table', { name: /week by week/ });
    const thisWeek = table.getByRole('row').nth(1).getByRole('cell');
    await expect.poll(async () => Number(await thisWeek.first().textContent())).toBeGreaterThan(0);
    await screenshotThemes(trade, 'analytics');

    // An add-on bought from the dashboard: the amount before the card, the same figure after
    // (the listing is not verified, so fast-track applies).
    await trade.getByRole('tab', { name: 'Add-ons' }).click();
    await trade
      .getByRole('article', { name: 'Fast-track verification' })
      .getByRole('button', { name: 'Buy Fast-track verification' })
      .click();
    const checkout = trade.getByRole('form', { name: 'Pay for Fast-track verification' });
    await checkout.getByTestId('due-today').getByText('£25', { exact: true }).waitFor();
    await typeTestCard(trade);
    await checkout.getByRole('button', { name: 'Pay £25' }).click();
    await trade.getByText('Payment of £25 received').waitFor();
    await screenshotThemes(trade, 'add-on-paid');

    // Every payment, each with the amount the card was charged.
    await trade.getByRole('button', { name: 'Open Billing' }).click();
    const payment = trade.getByRole('row').filter({ hasText: 'Fast-track verification' });
    await payment.waitFor();
    expect(await payment.textContent()).toContain('£25');
    await trade.getByText(charge, { exact: true }).first().waitFor();
    await trade.getByText('£19', { exact: true }).first().waitFor();
    await screenshotThemes(trade, 'billing-history');
  }, 240_000);
});
