// A tradesperson joins on a paid plan with the test card, proves who they are, and later changes
// plan; a declined card creates nothing; the free plan needs no card. Runs against the local
// Stripe stand-in that `npm run dev` starts, through the same server code as real Stripe.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot, screenshotThemes } from './support/browser';
import { signIn, waitForPath } from './support/session';

let browser: Browser;
let nextAddress = 10;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Each journey its own address, so the per-address registration limit is never shared. */
async function newPage(): Promise<Page> {
  nextAddress += 1;
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'cf-connecting-ip': `203.0.113.${nextAddress}` },
  });
  const page = await context.newPage();
  // A step that never comes fails with its locator's name, well before the test's own limit.
  page.setDefaultTimeout(20_000);
  return page;
}

/** Desktop and phone, light and dark, without reloading (a reload would lose the form). */
async function screenshots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark']) {
      await page.evaluate((mode) => {
        const root = document.documentElement;
        root.classList.remove('light', 'dark');
        root.classList.add(mode);
        root.style.colorScheme = mode;
      }, theme);
      await screenshot(page, `registration-${name}-${width}-${theme}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => {
    document.documentElement.classList.replace('dark', 'light');
    document.documentElement.style.colorScheme = 'light';
  });
}

async function fillBusinessStep(page: Page, email: string, businessName: string) {
  const form = page.getByRole('form', { name: 'Business details' });
  await form.getByLabel('Business name').fill(businessName);
  await form.getByLabel('Description').fill('Air source heat pumps and solar PV for homes.');
  await form.getByLabel('Service area').selectOption('Watford');
  await form.getByLabel('Contact email').fill(email);
  await form.getByLabel('Contact phone').fill('01923 555 010');
  await form.getByText('Heat Pump Installation').click();
  await form.getByText('Solar Panel Installation').click();
  await form.getByText('MCS Certified').click();
}

async function payWithCard(page: Page, cardNumber: string) {
  const form = page.getByRole('form', { name: 'Payment' });
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry (MM/YY)').fill('12/39');
  await form.getByLabel('CVC').fill('123');
  await form.getByText('I agree to the terms of service').click();
  await form.getByRole('button', { name: /^Pay £/ }).click();
}

async function adminToken(): Promise<string> {
  const reply = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'password123' }),
  });
  return ((await reply.json()) as { token: string }).token;
}

async function mailTo(email: string): Promise<{ subject: string; body: string }[]> {
  const reply = await fetch(`${baseUrl()}/api/admin/mail`, {
    headers: { Authorization: `Bearer ${await adminToken()}` },
  });
  const mail = (await reply.json()) as { to: string; subject: string; body: string }[];
  return mail.filter((message) => message.to === email);
}

/**
 * The declined card's alert is on the form and still there 10 seconds on, when any toast (5 s)
 * would have gone (issue 26). The wait is the requirement itself.
 */
async function declinedStaysOnTheForm(page: Page) {
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Payment Failed' })
    .filter({ hasText: 'Your payment was declined. Please try a different card.' });
  await alert.waitFor();
  await page.waitForTimeout(10_000);
  expect(await alert.isVisible()).toBe(true);
}

/** Waits until the progress card shows this percentage. */
const progressShows = (page: Page, percent: number) =>
  page.getByText(`${percent}%`, { exact: true }).waitFor();

describe('tradesperson registration', () => {
  it('joins on Starter annual with the test card, signs in with the mailed password and uploads a certificate', async () => {
    const page = await newPage();
    const email = `e2e-starter-${Date.now()}@example.com`;
    await page.goto(`${baseUrl()}/register`);
    await page.getByText('120+ verified professionals').first().waitFor();
    await page.getByRole('button', { name: 'View plans and get started' }).click();
    await page.getByText('Annual (2 months free)').click();
    const starter = page.getByRole('article', { name: 'Starter plan' });
    await starter.getByText('£190').waitFor();
    await screenshots(page, 'landing');
    await starter.getByRole('link', { name: 'Choose Starter' }).click();
    await waitForPath(page, '/register-form');

    await fillBusinessStep(page, email, 'Watford Heat Co');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByText('Test mode: no real card is charged').waitFor();
    await screenshots(page, 'payment');
    await payWithCard(page, '4242 4242 4242 4242');

    await waitForPath(page, '/registration-status');
    await page.getByText('Registration Complete!').waitFor();
    await progressShows(page, 40);
    await page.getByText('Please upload your verification documents to continue.').waitFor();

    const [welcome] = await mailTo(email);
    const password = /Temporary password: (\S+)/.exec(welcome?.body ?? '')?.[1];
    expect(password).toBeTruthy();

    const later = await newPage();
    await signIn(later, email, password as string);
    await waitForPath(later, '/dashboard');
    await later.goto(`${baseUrl()}/registration-status`);
    await progressShows(later, 40);
    await later.getByLabel('Verification document file').setInputFiles({
      name: 'gas-safe-certificate.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
    });
    await later.getByText('Document Uploaded').waitFor();
    await later
      .getByRole('list', { name: 'Uploaded documents' })
      .getByText('gas-safe-certificate.pdf')
      .waitFor();
    await progressShows(later, 70);
    await later.getByText('Documents uploaded. Waiting for admin review.').waitFor();
    await screenshots(later, 'status');
  }, 180_000);

  it('a declined card leaves a visible error on the payment step after 10 seconds, and creates no account', async () => {
    const page = await newPage();
    const email = `e2e-declined-${Date.now()}@example.com`;
    await page.goto(`${baseUrl()}/register-form?plan=starter`);
    await fillBusinessStep(page, email, 'Declined Solar Ltd');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await payWithCard(page, '4000 0000 0000 0002');
    await declinedStaysOnTheForm(page);
    await page.getByRole('form', { name: 'Payment' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/register-form');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    expect(await mailTo(email)).toEqual([]);
  });

  it('registers on the free plan without a card, then upgrades from the dashboard', async () => {
    const page = await newPage();
    const email = `e2e-free-${Date.now()}@example.com`;
    await page.goto(`${baseUrl()}/register-form?plan=free`);
    await fillBusinessStep(page, email, 'Free Insulation Co');
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await waitForPath(page, '/registration-status');
    await progressShows(page, 20);

    await page.goto(`${baseUrl()}/dashboard`);
    await page.getByText('Free Plan').first().waitFor();
    await page.getByRole('tab', { name: 'Upgrade Plan' }).click();
    await page
      .getByRole('article', { name: 'Starter plan' })
      .getByRole('link', { name: 'Upgrade' })
      .click();
    await waitForPath(page, '/upgrade-payment');
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('CVC').fill('123');
    // The figure Stripe will charge is shown before paying, on the button too.
    await page.getByTestId('due-today').getByText('£19', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Pay £19 and upgrade' }).click();
    await declinedStaysOnTheForm(page);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay £19 and upgrade' }).click();
    await page
      .getByText("You've been upgraded to the Starter plan. £19 was charged to your card.")
      .waitFor();
    await waitForPath(page, '/dashboard');
    await page.getByText('Starter Plan').first().waitFor();
    // The 13 tabs scroll sideways on a phone, the open one in sight (issue 26).
    await page.getByRole('tab', { name: 'Upgrade Plan' }).click();
    await screenshotThemes(page, 'dashboard-plan-tab');
  }, 180_000);
});
