import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser';
import { logOutFromMenu, signIn, waitForPath } from './support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('accounts', () => {
  it('a homeowner registers, signs in, lands on their dashboard and logs out', async () => {
    const page = await (await browser.newContext()).newPage();
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto(`${baseUrl()}/auth`);
    await page.getByRole('tab', { name: 'Register' }).click();
    const registration = page.getByRole('tabpanel', { name: 'Register' });
    await registration.getByLabel('Full Name').fill('Olivia Bennett');
    await registration.getByLabel('Email').fill(email);
    await registration.getByLabel('Password', { exact: true }).fill('heatpump1');
    await registration.getByLabel('Postcode (optional)').fill('SG5 1AB');
    await registration.getByRole('button', { name: 'Create Account' }).click();

    await expect
      .poll(() => page.getByText('Registration Successful').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const signInForm = page.getByRole('tabpanel', { name: 'Sign In' });
    expect(await signInForm.getByLabel('Email').inputValue()).toBe(email);
    await signInForm.getByLabel('Password', { exact: true }).fill('heatpump1');
    await signInForm.getByRole('button', { name: 'Sign In', exact: true }).click();

    await waitForPath(page, '/homeowner-dashboard');
    await screenshot(page, 'homeowner-dashboard');
    await logOutFromMenu(page, 'Olivia Bennett');
    await waitForPath(page, '/');
    await expect
      .poll(() => page.getByRole('link', { name: 'Sign In' }).count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  it('an admin signs in at /admin/login and reaches the admin dashboard', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${baseUrl()}/admin/login`);
    const form = page.getByRole('main');
    await form.getByLabel('Email').fill('admin@example.com');
    await form.getByLabel('Password', { exact: true }).fill('password123');
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await waitForPath(page, '/admin');
    await screenshot(page, 'admin-dashboard');
  });

  it('a resident who opens /admin is sent away with the Access Denied message', async () => {
    const page = await (await browser.newContext()).newPage();
    await signIn(page, 'resident@example.com', 'password123');
    await waitForPath(page, '/homeowner-dashboard');
    await page.goto(`${baseUrl()}/admin`);
    await waitForPath(page, '/');
    await expect
      .poll(() => page.getByText("You don't have permission to access this page.").count())
      .toBeGreaterThan(0);
    await page.getByRole('link', { name: "I'm a homeowner" }).waitFor();
    await screenshot(page, 'access-denied');
  });
});
