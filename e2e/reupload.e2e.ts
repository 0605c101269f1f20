// A trade whose insurance document an admin rejected follows the mail's link to the dashboard's
// Verification tab, reads the reason, uploads the document again and sees it pending review once
// more (issue 26 "No dead ends for trades", docs/product/business-side.md §2.5). The tab is
// photographed and checked with axe.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerApplicant } from './support/api';
import { installAxe, seriousViolations } from './support/axe';
import { baseUrl, launchBrowser, screenshotThemes } from './support/browser';
import { mailedBody, mailedPath } from './support/mail';
import { chooseFromAccountMenu, signIn, waitForPath } from './support/session';

let browser: Browser;
const run = Date.now().toString(36);
const businessName = `Wagtail Retrofit ${run}`;
const email = `wagtail-${run}@example.com`;
const reason = 'Your public liability certificate expired in March. Please upload the current one.';
const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n`);

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('uploading a rejected document again', () => {
  it('goes from the mail to the Verification tab, where the trade reads why and uploads again', async () => {
    const { token } = await registerApplicant(businessName, email, '203.0.113.130');
    const password = /Temporary password: (\S+)/.exec(
      await mailedBody(email, 'tradesperson-welcome'),
    )?.[1];
    const context = await browser.newContext({
      extraHTTPHeaders: { 'cf-connecting-ip': '203.0.113.131' },
    });
    const trade = await context.newPage();
    await installAxe(trade);
    await signIn(trade, email, password ?? '');
    await waitForPath(trade, '/dashboard');

    // The avatar menu leads to the tab, which asks for each required document by name.
    await chooseFromAccountMenu(trade, 'Verification');
    const tab = trade.getByRole('tabpanel', { name: 'Verification' });
    await tab.getByLabel('File for insurance certificate').setInputFiles({
      name: 'insurance-2025.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('2025'),
    });
    await tab.getByText('Pending review').waitFor();

    // An admin rejects it with a reason (the admin screens' call).
    const [document] = await callApi<{ id: number }[]>('/api/verification-documents', {
      token,
      ip: '203.0.113.130',
    });
    const admin = await callApi<{ token: string }>('/api/auth/login', {
      method: 'POST',
      ip: '203.0.113.132',
      body: { email: 'admin@example.com', password: 'password123' },
    });
    await callApi(`/api/admin/verification-documents/${document?.id}`, {
      method: 'PUT',
      token: admin.token,
      ip: '203.0.113.132',
      body: { status: 'rejected', notes: reason },
    });

    // The mail names the reason and links straight to the tab.
    expect(await mailedBody(email, 'document-rejected')).toContain(reason);
    const link = await mailedPath(email, 'document-rejected', /https?:\/\/\S+\/dashboard\?\S+/);
    expect(link).toBe('/dashboard?tab=verification');
    await trade.goto(`${baseUrl()}${link}`);
    await tab.getByText(`Why we rejected it: ${reason}`).waitFor();
    await tab.getByText('Rejected', { exact: true }).waitFor();
    expect(await seriousViolations(trade, { where: 'rejected document' })).toEqual([]);
    await screenshotThemes(trade, 'verification-tab-rejected');

    await tab.getByLabel('New file for insurance-2025.pdf').setInputFiles({
      name: 'insurance-2026.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('2026'),
    });
    await tab.getByText('insurance-2026.pdf').waitFor();
    await tab.getByText('Pending review').waitFor();
    expect(await tab.getByText(`Why we rejected it: ${reason}`).count()).toBe(0);
    // The upload's toast included.
    expect(await seriousViolations(trade, { where: 'uploaded again' })).toEqual([]);
    await screenshotThemes(trade, 'verification-tab-pending');

    // The admins see it waiting for review again.
    const [again] = await callApi<{ status: string; documentName: string }[]>(
      '/api/verification-documents',
      { token, ip: '203.0.113.130' },
    );
    expect(again).toMatchObject({ status: 'uploaded', documentName: 'insurance-2026.pdf' });
  }, 180_000);
});
