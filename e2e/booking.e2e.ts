// Issue 23's Professional features end to end: a trade on Professional publishes survey-visit
// hours, a signed-in homeowner books one on a 390 px phone, and the trade sees the booking and
// this week's analytics (docs/product/business-side.md §10.4, §10.5).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser';
import { mailedPath } from './support/mail';
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

describe('direct booking and analytics on the Professional plan', () => {
  it('a trade publishes hours, a homeowner books on a phone, the trade sees it', async () => {
    const trade = await (await browser.newContext()).newPage();
    const email = `e2e-booking-${Date.now()}@example.com`;
    await trade.goto(`${baseUrl()}/register-form?plan=free`);
    const form = trade.getByRole('form', { name: 'Business details' });
    await form.getByLabel('Business name').fill('Booking Journey Retrofit');
    await form.getByLabel('Description').fill('Heat pump surveys and installs.');
    await form.getByLabel('Service area').selectOption('Watford');
    await form.getByLabel('Contact email').fill(email);
    await form.getByLabel('Contact phone').fill('01923 555 010');
    await form.getByText('Heat Pump Installation').click();
    await form.getByText('MCS Certified').click();
    await trade.getByRole('button', { name: 'Complete Registration' }).click();
    await waitForPath(trade, '/registration-status');
    // The listing is public once its address is proven by the link mailed at registration.
    await trade.goto(
      `${baseUrl()}${await mailedPath(email, 'tradesperson-welcome', /https?:\/\/\S+\/confirm-email\?token=[\w-]+/)}`,
    );
    await trade.getByText('Thank you: your e-mail address is confirmed.').waitFor();

    await trade.goto(`${baseUrl()}/dashboard`);
    await trade.getByRole('tab', { name: 'Bookings' }).click();
    await trade.getByText('Direct booking comes with the Professional plan').waitFor();
    await trade.getByRole('tab', { name: 'Upgrade Plan' }).click();
    await trade
      .getByRole('article', { name: 'Professional plan' })
      .getByRole('link', { name: 'Upgrade' })
      .click();
    await waitForPath(trade, '/upgrade-payment');
    // The exact charge is shown before the card is typed; then the card, then pay.
    await trade.getByTestId('due-today').getByText('£49', { exact: true }).waitFor();
    await trade.getByLabel('Card number').fill('4242 4242 4242 4242');
    await trade.getByLabel('Expiry (MM/YY)').fill('12/39');
    await trade.getByLabel('CVC').fill('123');
    await trade.getByRole('button', { name: 'Pay £49 and upgrade' }).click();
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
    const listingId = await ownListingId(trade);

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
    const section = phone.locator('section', {
      has: phone.getByRole('heading', { name: 'Book a survey visit' }),
    });
    await section.waitFor();
    const firstTime = section
      .getByRole('list', { name: /^Times on/ })
      .getByRole('button')
      .first();
    const time = (await firstTime.textContent()) ?? '';
    await firstTime.tap();
    const details = section.getByRole('form');
    await details.getByLabel('Phone').fill('07700 900123');
    await details.getByRole('button', { name: 'Book this visit' }).tap();
    await section.getByText('Visit booked').waitFor();
    // Nothing wider than the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await screenshot(phone, 'booking-phone-booked');
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
    await screenshot(trade, 'booking-trade-analytics');

    // An add-on bought from the dashboard: the amount before the card, the same figure after,
    // and the payment on the Billing tab (the listing is not verified, so fast-track applies).
    await trade.getByRole('tab', { name: 'Add-ons' }).click();
    await trade
      .getByRole('article', { name: 'Fast-track verification' })
      .getByRole('button', { name: 'Buy Fast-track verification' })
      .click();
    const checkout = trade.getByRole('form', { name: 'Pay for Fast-track verification' });
    await checkout.getByTestId('due-today').getByText('£25', { exact: true }).waitFor();
    await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
    await checkout.getByLabel('Expiry (MM/YY)').fill('12/39');
    await checkout.getByLabel('CVC').fill('123');
    await checkout.getByRole('button', { name: 'Pay £25' }).click();
    await trade.getByText('Payment of £25 received').waitFor();
    await screenshot(trade, 'add-on-paid');
    await trade.getByRole('button', { name: 'Open Billing' }).click();
    const payment = trade.getByRole('row').filter({ hasText: 'Fast-track verification' });
    await payment.waitFor();
    expect(await payment.textContent()).toContain('£25');
  }, 240_000);
});
