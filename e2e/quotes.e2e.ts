import type { Browser, Page } from 'playwright-core';
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

async function newPage(): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The request this journey sends, told apart from the seeded ones by its description. */
const project = `Air source heat pump for a 1930s semi, journey ${Date.now()}`;

describe('a quote request from homeowner to tradesperson and back', () => {
  it('the resident asks GreenSpark Energy for a quote, which marks it contacted', async () => {
    const resident = await newPage();
    await signIn(resident, 'resident@example.com', 'password123');
    await waitForPath(resident, '/homeowner-dashboard');

    await resident.goto(`${baseUrl()}/directory?q=GreenSpark`);
    const listing = resident.getByRole('article', { name: 'GreenSpark Energy' });
    await wakeApp(resident);
    await listing.getByRole('link', { name: 'Request a quote' }).click();
    const dialog = resident.getByRole('dialog', { name: 'Request a Quote' });
    await dialog.getByLabel('Property size').selectOption('3 bed');
    await dialog.getByLabel('Timeline').selectOption({ label: 'Within a month' });
    await dialog.getByLabel('Project description').fill(project);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('Full name').fill('Emma Clarke');
    await dialog.getByLabel('Email').fill('resident@example.com');
    await dialog.getByLabel('Phone').fill('07700 900123');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await resident.getByText('Quote Request Sent').first().waitFor();

    const trades = await newPage();
    await signIn(trades, 'trades@example.com', 'password123');
    await waitForPath(trades, '/dashboard');
    await trades.getByRole('tab', { name: 'Quote Requests' }).click();
    const request = trades.getByRole('article').filter({ hasText: project });
    await request.waitFor();
    expect(await request.getByText('Pending', { exact: true }).count()).toBe(1);
    await request.getByRole('button', { name: 'Mark Contacted' }).click();
    await request.getByText('Contacted', { exact: true }).waitFor();
    expect(await request.getByRole('button', { name: 'Mark Quoted' }).count()).toBe(1);
    await screenshot(trades, 'dashboard-quote-requests');

    await resident.goto(`${baseUrl()}/homeowner-dashboard`);
    const sent = resident.getByRole('article').filter({ hasText: project });
    await sent.waitFor();
    expect(await sent.getByText('Contacted', { exact: true }).count()).toBe(1);
    expect(await sent.getByRole('link', { name: 'View Profile' }).getAttribute('href')).toMatch(
      /^\/tradesman\/\d+$/,
    );
    await screenshot(resident, 'homeowner-dashboard-quotes');
  });
});
