// The credential ledger end to end (issue 25, docs/product/business-side.md §10): a trade records
// MCS (air source heat pump) and its public liability insurance with an uploaded document; an admin
// verifies both from the register numbers; the profile shows them with their dates; the admin
// corrects the insurance expiry to yesterday and the Verified badge is gone with the reason shown.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshotThemes } from './support/browser';
import { signIn, waitForPath } from './support/session';

let browser: Browser;
const run = Date.now().toString(36);
const businessName = `Brindlewick Heat Pumps ${run}`;
const email = `brindlewick-${run}@example.com`;
const dayMs = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * dayMs).toISOString().slice(0, 10);
const longDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
const shortDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(`${iso}T00:00:00Z`));

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function call<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      'cf-connecting-ip': '203.0.113.91',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function newPage(ip: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'cf-connecting-ip': ip } });
  return context.newPage();
}

/** The page at both widths and in both themes, back to light for the next step. */
async function photograph(page: Page, name: string) {
  await screenshotThemes(page, `credentials-${name}`);
  await page.evaluate(() => {
    localStorage.setItem('theme', 'light');
    document.documentElement.classList.replace('dark', 'light');
    document.documentElement.style.colorScheme = 'light';
  });
}

describe('credentials from record to lapse', () => {
  it('a trade records MCS and insurance, an admin checks them, and an expiry takes the badge', async () => {
    // A new trade registers and the admin approves the business (the identity check).
    const { token } = await call<{ token: string }>('/api/register-tradesman', {
      method: 'POST',
      body: {
        businessName,
        description: 'Air source heat pumps for older homes.',
        serviceArea: 'Dacorum',
        contactEmail: email,
        contactPhone: '01442 000123',
        services: ['Heat Pump Installation'],
        certifications: ['MCS Certified'],
      },
    });
    const { profile } = await call<{ profile: { id: number } }>('/api/tradesman/profile', {
      token,
    });
    const { token: adminToken } = await call<{ token: string }>('/api/auth/login', {
      method: 'POST',
      body: { email: 'admin@example.com', password: 'password123' },
    });
    await call(`/api/admin/approve-tradesman/${profile.id}`, {
      method: 'POST',
      token: adminToken,
      body: {},
    });
    const mails = await call<{ to: string; body: string }[]>('/api/admin/mail', {
      token: adminToken,
    });
    const welcome = mails.find(
      (mail) => mail.to === email && mail.body.includes('Temporary password'),
    );
    const password = /Temporary password: (\S+)/.exec(welcome?.body ?? '')?.[1] ?? '';
    expect(password).not.toBe('');

    // The trade records its two credentials from the dashboard, with an uploaded certificate.
    const trade = await newPage('203.0.113.92');
    await signIn(trade, email, password);
    await waitForPath(trade, '/dashboard');
    await trade.getByRole('tab', { name: 'Credentials' }).click();
    const panel = trade.getByRole('tabpanel', { name: 'Credentials' });
    // The certification chosen at registration waits for its number.
    await panel.getByText('Number needed').waitFor();
    await panel.getByLabel('Verification document file').setInputFiles({
      name: 'mcs-certificate.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
    });
    await trade.getByText('Document Uploaded').first().waitFor();
    const form = panel.getByRole('form', { name: 'Record a credential' });
    await form.getByLabel('Scheme').selectOption('mcs');
    await form.getByLabel('Membership or policy number').fill('NAP-51234');
    await form.getByText('Air source heat pump', { exact: true }).click();
    await form.getByLabel('Expiry date').fill(day(300));
    await form.getByLabel(/^Proof/).selectOption({ label: 'mcs-certificate.pdf' });
    await form.getByRole('button', { name: 'Record Credential' }).click();
    // The list already names MCS (the declared row): wait for the recorded number, so the form
    // has reset before the next credential is typed into it.
    await panel
      .getByRole('list', { name: 'Your credentials' })
      .getByText('NAP-51234')
      .first()
      .waitFor();

    await form.getByLabel('Scheme').selectOption('insurance');
    await form.getByLabel('Membership or policy number').fill('PL-88412-07');
    await form.getByLabel('Insurer').fill('Hiscox');
    await form.getByLabel('Cover amount (£)').fill('5000000');
    await form.getByLabel('Expiry date').fill(day(120));
    await form.getByLabel(/^Proof/).selectOption({ label: 'mcs-certificate.pdf' });
    await form.getByRole('button', { name: 'Record Credential' }).click();
    const list = panel.getByRole('list', { name: 'Your credentials' });
    await list.getByText('Public liability insurance').waitFor();
    expect(await list.getByText('Waiting for check').count()).toBe(2);
    expect(await list.getByText('Number needed').count()).toBe(0);
    await photograph(trade, 'dashboard');

    // The admin checks both numbers against the registers and verifies them.
    const admin = await newPage('203.0.113.93');
    await signIn(admin, 'admin@example.com', 'password123');
    await waitForPath(admin, '/admin');
    await admin.goto(`${baseUrl()}/admin/credentials`);
    const mcs = admin.getByRole('listitem', { name: `${businessName}: MCS` });
    await mcs.getByText('NAP-51234').waitFor();
    const register = mcs.getByRole('link', { name: /Open the register/ });
    expect(await register.getAttribute('href')).toBe('https://mcscertified.com/find-an-installer/');
    await photograph(admin, 'admin-queue');
    await mcs.getByRole('button', { name: `Verify ${businessName}: MCS` }).click();
    await admin.getByText('Credential verified').first().waitFor();
    const insurance = admin.getByRole('listitem', {
      name: `${businessName}: Public liability insurance`,
    });
    await insurance
      .getByRole('button', { name: `Verify ${businessName}: Public liability insurance` })
      .click();
    await insurance.waitFor({ state: 'detached' });

    // The profile shows both with their dates, and the Verified badge.
    const visitor = await newPage('203.0.113.94');
    await visitor.goto(`${baseUrl()}/tradesman/${profile.id}`);
    await visitor.getByRole('heading', { level: 1, name: businessName }).waitFor();
    await visitor.getByText('Verified', { exact: true }).first().waitFor();
    await visitor.getByText('Air source heat pump').first().waitFor();
    const number = visitor.getByRole('link', { name: /NAP-51234/ });
    expect(await number.getAttribute('href')).toBe('https://mcscertified.com/find-an-installer/');
    await visitor.getByText(`expires ${shortDay(day(300))}`, { exact: false }).waitFor();
    await visitor.getByText(`expires ${shortDay(day(120))}`, { exact: false }).waitFor();
    await photograph(visitor, 'profile');

    // The register shows the insurance ended yesterday: the admin corrects it, the badge goes.
    await admin.getByLabel('Show').selectOption('verified');
    const checked = admin.getByRole('listitem', {
      name: `${businessName}: Public liability insurance`,
    });
    await checked
      .getByRole('button', { name: `Correct ${businessName}: Public liability insurance` })
      .click();
    await checked.getByLabel('Expiry date').fill(day(-1));
    await checked.getByRole('button', { name: 'Save correction' }).click();
    await admin.getByText('Credential corrected').first().waitFor();

    await visitor.reload();
    await visitor.getByRole('heading', { level: 1, name: businessName }).waitFor();
    await visitor.getByText(`Verification lapsed: insurance expired ${longDay(day(-1))}`).waitFor();
    expect(await visitor.getByText('Verified', { exact: true }).count()).toBe(0);
    await photograph(visitor, 'profile-lapsed');
  });
});
