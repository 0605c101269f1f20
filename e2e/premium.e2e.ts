// Premium's tools (docs/product/business-side.md §10.7, §10.8): a trade on Premium copies the
// website badge's code, whose image shows their name, and sends a support request; an admin finds
// it in the queue marked Premium and replies, which closes it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser';
import { signIn, waitForPath } from './support/session';

let browser: Browser;
const subject = `Badge on my WordPress site ${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('Premium marketing tools and support', () => {
  it('a Premium trade copies the badge and asks for support; an admin replies', async () => {
    const context = await browser.newContext();
    const trade = await context.newPage();
    await signIn(trade, 'trades@example.com', 'password123');
    await waitForPath(trade, '/dashboard');
    await trade
      .getByText(/(Free|Starter|Professional|Premium) Plan/)
      .first()
      .waitFor();
    if (!(await trade.getByText('Premium Plan').first().isVisible())) {
      await trade.goto(`${baseUrl()}/upgrade-payment?plan=premium`);
      await trade.getByLabel('Card number').fill('4242 4242 4242 4242');
      await trade.getByLabel('Expiry (MM/YY)').fill('12/39');
      await trade.getByLabel('CVC').fill('123');
      await trade.getByRole('button', { name: /^Pay .+ and upgrade$/ }).click();
      await trade.getByText(/upgraded to the Premium plan/).waitFor();
      await waitForPath(trade, '/dashboard');
      await trade.getByText('Premium Plan').first().waitFor();
    }

    await trade.getByRole('tab', { name: 'Marketing' }).click();
    const snippet = trade.getByRole('textbox', { name: 'Badge code for your website' });
    await snippet.waitFor();
    const code = await snippet.inputValue();
    const badgeUrl = code.match(/src="([^"]+)"/)?.[1];
    expect(code).toMatch(/^<a href="[^"]+\/tradesman\/\d+"><img src="[^"]+\/badge\.svg"/);
    const badge = await fetch(badgeUrl ?? '');
    expect(badge.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await badge.text()).toContain('GreenSpark Energy');
    await screenshot(trade, 'premium-marketing');

    await trade.getByRole('tab', { name: 'Support' }).click();
    const form = trade.getByRole('form', { name: 'Ask the support team' });
    await form.getByLabel('Subject').fill(subject);
    await form
      .getByLabel('How can we help?')
      .fill('The badge shows blank on mobile. Can you look?');
    await form.getByRole('button', { name: 'Send request' }).click();
    await trade.getByText('Support request sent').waitFor();
    await trade.getByRole('region', { name: 'Your requests' }).getByText(subject).waitFor();

    const adminContext = await browser.newContext({
      extraHTTPHeaders: { 'cf-connecting-ip': '203.0.113.82' },
    });
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@example.com', 'password123');
    await waitForPath(admin, '/admin');
    await admin.goto(`${baseUrl()}/admin/support`);
    const item = admin.getByRole('listitem', { name: subject });
    await item.getByText('Premium', { exact: true }).waitFor();
    await item.getByLabel('Your reply').fill('Clear your cache plugin; the badge then loads.');
    await item.getByRole('button', { name: 'Send reply and close' }).click();
    await admin.getByText('Reply sent and request closed').waitFor();
    await expect.poll(() => item.count()).toBe(0);
    await screenshot(admin, 'premium-support-queue');
  }, 180_000);
});
