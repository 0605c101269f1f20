import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser';
import { chooseFromAccountMenu, logOutFromMenu, signIn, waitForPath } from './support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The reset link mailed to `email`, read from the admin outbox as the seeded admin. */
async function resetLinkFor(email: string): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.141' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'password123' }),
  });
  const { token } = (await login.json()) as { token: string };
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const reply = await fetch(`${baseUrl()}/api/admin/mail`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const mail = (await reply.json()) as { to: string; body: string }[];
        link = mail
          .filter((item) => item.to === email)
          .map((item) => item.body.match(/\/reset-password\?token=[\w-]+/)?.[0])
          .find(Boolean);
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return `${baseUrl()}${link}`;
}

async function openSettings(page: Page) {
  await chooseFromAccountMenu(page, 'Settings');
  await waitForPath(page, '/settings');
  await page
    .getByRole('region', { name: 'Signed-in Devices' })
    .getByText('This device', { exact: true })
    .waitFor();
}

/** /settings at both widths, light and dark, for looking at (e2e/artifacts). */
async function screenshotSettings(page: Page) {
  for (const theme of ['light', 'dark']) {
    await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await page
        .getByRole('region', { name: 'Signed-in Devices' })
        .getByText('This device', { exact: true })
        .waitFor();
      await screenshot(page, `settings-${width}-${theme}`);
    }
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.reload();
}

describe('account self-service', () => {
  it('a resident resets a forgotten password, edits settings, takes their data and leaves', async () => {
    // Its own address, so this journey's requests never spend another journey's rate limits.
    const context = await browser.newContext({
      extraHTTPHeaders: { 'cf-connecting-ip': '203.0.113.14' },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const email = `account-e2e-${Date.now()}@example.com`;
    const name = 'Priya Shah';

    await page.goto(`${baseUrl()}/auth`);
    await page.getByRole('tab', { name: 'Register' }).click();
    const registration = page.getByRole('tabpanel', { name: 'Register' });
    await registration.getByLabel('Full Name').fill(name);
    await registration.getByLabel('Email').fill(email);
    await registration.getByLabel('Password', { exact: true }).fill('heatpump1');
    await registration.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Registration Successful').first().waitFor();

    // Forgot password: the neutral answer, then the link from the outbox.
    const signInTab = page.getByRole('tabpanel', { name: 'Sign In' });
    await signInTab.getByRole('button', { name: 'Forgot password?' }).click();
    await signInTab.getByLabel('Email').fill(email);
    await signInTab.getByRole('button', { name: 'Send Reset Link' }).click();
    await signInTab.getByText(/we have sent it a link to choose a new password/).waitFor();
    await page.goto(await resetLinkFor(email));
    await page.getByLabel(/^New Password/).waitFor();
    await screenshot(page, 'reset-password');
    await page.getByLabel(/^New Password/).fill('heatpump2');
    await page.getByLabel(/^Confirm New Password/).fill('heatpump2');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await waitForPath(page, '/homeowner-dashboard');

    // Log out says so after the reload; the new password signs in.
    await logOutFromMenu(page, name);
    await waitForPath(page, '/');
    await page.getByText('Logged Out', { exact: true }).waitFor();
    await signIn(page, email, 'heatpump2');
    await waitForPath(page, '/homeowner-dashboard');

    await openSettings(page);
    await screenshotSettings(page);
    const details = page.getByRole('region', { name: 'Your Details' });
    await details.getByLabel(/Phone/).fill('07700 900456');
    await details.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Details Saved', { exact: true }).waitFor();
    await page.reload();
    await expect.poll(() => details.getByLabel(/Phone/).inputValue()).toBe('07700 900456');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download My Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^retrofit-smarter-greener-my-data-.*\.json$/);
    const exported = readFileSync(await download.path(), 'utf8');
    expect(JSON.stringify(JSON.parse(exported))).toContain(email);
    expect(exported).toContain('07700 900456');

    await page.getByRole('button', { name: 'Delete My Account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel(/Enter your password/).fill('heatpump2');
    await page.screenshot({ path: 'e2e/artifacts/settings-delete-dialog.png' });
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await waitForPath(page, '/');
    await page.getByText('Account Deleted', { exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    await signIn(page, email, 'heatpump2');
    await page.getByText('Login Failed', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });
});
