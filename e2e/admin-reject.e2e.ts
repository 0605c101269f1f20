// An admin rejects a business from /verification-dashboard: Reject asks first and will not go
// without a reason, and the trade then reads that reason in the mail and on /registration-status
// (issue 26, docs/product/business-side.md §2.8, §4).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerApplicant } from './support/api';
import { baseUrl, launchBrowser, screenshotThemes } from './support/browser';
import { mailedBody } from './support/mail';
import { signIn, waitForPath } from './support/session';

let browser: Browser;
const run = Date.now().toString(36);
// A made-up word, so the pending list's button names only this run's listing.
const businessName = `Brambling Retrofit ${run}`;
const email = `brambling-${run}@example.com`;
const reason = 'Your public liability certificate expired in March. Please upload the current one.';

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function newPage(ip: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'cf-connecting-ip': ip } });
  return context.newPage();
}

describe('rejecting a business', () => {
  it('needs a reason the admin confirms, which the trade then reads', async () => {
    await registerApplicant(businessName, email, '203.0.113.120');

    const admin = await newPage('203.0.113.121');
    await signIn(admin, 'admin@example.com', 'password123');
    await waitForPath(admin, '/admin');
    await admin.goto(`${baseUrl()}/verification-dashboard`);
    await admin.getByRole('button', { name: new RegExp(businessName) }).click();
    const panel = admin.getByRole('region', { name: `Review ${businessName}` });
    await panel.getByRole('button', { name: 'Reject', exact: true }).click();

    // Without a reason the dialog refuses, on its own field, and nothing is sent.
    const ask = admin.getByRole('alertdialog', { name: `Reject ${businessName}?` });
    await ask.getByRole('button', { name: 'Reject application' }).click();
    await ask
      .getByText('Please provide rejection notes before rejecting an application.')
      .waitFor();
    await screenshotThemes(admin, 'admin-reject-reason');

    await ask.getByLabel('Reason for rejecting').fill(reason);
    await ask.getByRole('button', { name: 'Reject application' }).click();
    await admin.getByText('Verification Updated').waitFor();
    await ask.waitFor({ state: 'hidden' });

    // The trade is mailed the reason, signs in with the welcome mail's password and reads it on
    // the registration status page.
    expect(await mailedBody(email, 'application-rejected')).toContain(reason);
    const password = /Temporary password: (\S+)/.exec(
      await mailedBody(email, 'tradesperson-welcome'),
    )?.[1];
    const trade = await newPage('203.0.113.122');
    await signIn(trade, email, password ?? '');
    await waitForPath(trade, '/dashboard');
    await trade.goto(`${baseUrl()}/registration-status`);
    await trade
      .getByText('Your application needs attention. Please check the notes below.')
      .waitFor();
    await trade.getByText(reason).waitFor();
  }, 180_000);
});
