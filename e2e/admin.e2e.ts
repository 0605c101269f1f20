// The admin's day: a new editor, a featured badge, one application approved and one rejected with
// notes, and a pasted CSV imported; each screen photographed at desktop and phone widths.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshotThemes } from './support/browser';
import { signIn, waitForPath } from './support/session';

let browser: Browser;
let context: BrowserContext;
let admin: Page;
const run = Date.now().toString(36);
// Made-up words, so a directory search finds only this run's listings.
const approvedName = `Quillon Heat Pumps ${run}`;
const rejectedName = `Vellichor Insulation ${run}`;
const importNames = ['Zorbit Solar', 'Zorbit Lofts', 'Zorbit Windows'].map(
  (name) => `${name} ${run}`,
);

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ extraHTTPHeaders: { 'cf-connecting-ip': '203.0.113.70' } });
  admin = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
});

interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
}

/** A JSON call to the app, as another browser (its own address for the rate limits). */
async function call<T>(
  path: string,
  { method = 'GET', token, body }: CallOptions = {},
): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'cf-connecting-ip': '203.0.113.71',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Registers a free-plan applicant; answers their token and listing id. */
async function registerApplicant(businessName: string) {
  const email = `${businessName.split(' ')[0]?.toLowerCase()}-${run}@example.com`;
  const { token } = await call<{ token: string }>('/api/register-tradesman', {
    method: 'POST',
    body: {
      businessName,
      description: 'Retrofit work for older homes.',
      serviceArea: 'St Albans',
      contactEmail: email,
      contactPhone: '01727 000123',
      services: ['Heat Pump Installation', 'Wall/Loft Insulation', 'Draught Proofing'],
      certifications: ['MCS Certified'],
    },
  });
  const { profile } = await call<{ profile: { id: number } }>('/api/tradesman/profile', { token });
  return { token, id: profile.id, email };
}

/** Uploads a small PDF as a verification document, the way the dashboard does it. */
async function uploadDocument(token: string, tradesmanId: number) {
  const bytes = Buffer.from('%PDF-1.4\n% insurance certificate\n');
  const { uploadURL, objectPath } = await call<{ uploadURL: string; objectPath: string }>(
    '/api/objects/upload',
    {
      method: 'POST',
      token,
      body: {
        purpose: 'verification-document',
        contentType: 'application/pdf',
        size: bytes.length,
        fileName: 'insurance.pdf',
      },
    },
  );
  const put = await fetch(new URL(uploadURL, baseUrl()), {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf' },
    body: bytes,
  });
  expect(put.ok).toBe(true);
  await call('/api/verification-documents', {
    method: 'POST',
    token,
    body: {
      tradesmanId,
      documentType: 'insurance',
      documentName: 'Insurance certificate',
      documentUrl: objectPath,
    },
  });
}

const adminToken = () => admin.evaluate(() => localStorage.getItem('authToken') ?? '');

/**
 * The Verified badge also needs checked insurance and a scheme credential
 * (docs/product/business-side.md §10.2): the applicant records both, the admin verifies them.
 */
async function checkCredentials(token: string) {
  const expiresOn = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
  const bodies = [
    { scheme: 'mcs', number: 'NAP-61234', scopes: ['air-source-heat-pump'], expiresOn },
    {
      scheme: 'insurance',
      number: 'PL-61234',
      scopes: [],
      expiresOn,
      insurer: 'Aviva',
      coverAmount: 2_000_000,
    },
  ];
  for (const body of bodies) {
    const { id } = await call<{ id: number }>('/api/tradesman/credentials', {
      method: 'POST',
      token,
      body,
    });
    await call(`/api/admin/credentials/${id}/verify`, {
      method: 'POST',
      token: await adminToken(),
    });
  }
}
const mailTo = async (to: string) =>
  (
    await call<{ to: string; subject: string; body: string }[]>('/api/admin/mail', {
      token: await adminToken(),
    })
  ).filter((mail) => mail.to === to);

/** The current screen at 1280 and 390 wide, light and dark. */
const photograph = (name: string) => screenshotThemes(admin, `admin-${name}`);

describe('admin operations', () => {
  it('an admin runs users, featuring, verification and import from the admin screens', async () => {
    const approved = await registerApplicant(approvedName);
    const rejected = await registerApplicant(rejectedName);
    await uploadDocument(rejected.token, rejected.id);

    await signIn(admin, 'admin@example.com', 'password123');
    await waitForPath(admin, '/admin');
    await admin.getByRole('heading', { name: 'Weekly Activity' }).waitFor();
    await photograph('dashboard');

    // A new editor account.
    const editorEmail = `editor-${run}@example.com`;
    await admin.getByRole('link', { name: 'Manage Users' }).click();
    await waitForPath(admin, '/admin/users');
    await admin.getByRole('button', { name: 'Create User' }).click();
    const create = admin.getByRole('dialog');
    await create.getByLabel('Name').fill('Nina Editor');
    await create.getByLabel('Email').fill(editorEmail);
    await create.getByLabel('Role').selectOption('editor');
    await create.getByLabel('Password', { exact: true }).fill('heatpump-nina');
    await create.getByLabel('Confirm Password').fill('heatpump-nina');
    await create.getByRole('button', { name: 'Create User' }).click();
    await admin.getByText('User created successfully').waitFor();
    await admin.getByLabel('Search users by name or email').fill(editorEmail);
    await expect
      .poll(() => new URL(admin.url()).searchParams.get('q'), { timeout: 10_000 })
      .toBe(editorEmail);
    expect(await admin.getByLabel('Role of Nina Editor').inputValue()).toBe('editor');
    await photograph('users');

    // Approve the first application: verified in the directory, mailed once.
    await admin.goto(`${baseUrl()}/admin/verification`);
    await admin.getByRole('button', { name: `Review ${approvedName}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await admin.getByText(`${approvedName} has been approved and notified by email.`).waitFor();
    await photograph('verification');
    expect(await mailTo(approved.email)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ subject: expect.stringMatching(/approved|verified/i) }),
      ]),
    );
    // The applicant proves the address by signing in with the mailed temporary password, which
    // makes the listing public (docs/decisions/019-proven-e-mail-and-held-reviews.md).
    const welcome = (await mailTo(approved.email)).find((mail) =>
      mail.subject.includes('sign-in details'),
    );
    await call('/api/auth/login', {
      method: 'POST',
      body: {
        email: approved.email,
        password: welcome?.body.match(/Temporary password: (\S+)/)?.[1],
      },
    });

    await checkCredentials(approved.token);

    // Feature it for two weeks.
    await admin.goto(`${baseUrl()}/admin/featured`);
    await admin.getByLabel('Search tradesmen by name or location...').fill(approvedName);
    await admin
      .getByLabel('Tradesman', { exact: true })
      .selectOption({ label: `${approvedName} - St Albans` });
    await admin.getByLabel('Duration').selectOption({ label: '2 Weeks' });
    await admin.getByRole('button', { name: 'Feature Tradesman' }).click();
    await admin.getByText(`${approvedName} is now featured for 2 Weeks`).waitFor();
    const until = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date(Date.now() + 14 * 24 * 60 * 60 * 1000));
    const current = admin.getByRole('region', { name: 'Currently Featured Tradesmen' });
    await current.getByText(`Until ${until}`).waitFor();
    await photograph('featured');

    await admin.goto(`${baseUrl()}/directory?q=${encodeURIComponent(approvedName)}`);
    const card = admin.getByRole('article').filter({ hasText: approvedName }).first();
    await card.getByText('Featured by our team', { exact: true }).waitFor();
    await card.getByText(`until ${until}`).waitFor();
    await card.getByText('Verified', { exact: true }).waitFor();

    // Reject the second: its document with a note on variant B, the application with notes on A.
    await admin.goto(`${baseUrl()}/verification-dashboard`);
    await admin.getByRole('button', { name: new RegExp(rejectedName) }).click();
    const panel = admin.getByRole('region', { name: `Review ${rejectedName}` });
    await panel.getByLabel('Note on insurance.pdf').fill('The certificate expired in March.');
    await panel.getByRole('button', { name: 'Reject insurance.pdf' }).click();
    await admin
      .getByRole('alertdialog', { name: 'Reject insurance.pdf?' })
      .getByRole('button', { name: 'Reject document' })
      .click();
    await admin.getByText('Document reviewed').waitFor();
    await photograph('verification-dashboard');

    await admin.goto(`${baseUrl()}/admin/verification`);
    await admin.getByRole('button', { name: `Review ${rejectedName}` }).click();
    const review = admin.getByRole('dialog');
    await review.getByLabel('Notes').fill('Please upload current public liability insurance.');
    await review.getByRole('button', { name: 'Reject' }).click();
    await admin.getByText(`${rejectedName} has been rejected and notified by email.`).waitFor();

    // What the applicant sees on /registration-status: the admin's notes and the document's note.
    const applicantContext = await browser.newContext();
    await applicantContext.addInitScript(
      (token) => localStorage.setItem('authToken', token),
      rejected.token,
    );
    const applicant = await applicantContext.newPage();
    await applicant.goto(`${baseUrl()}/registration-status`);
    await applicant.getByText('Please upload current public liability insurance.').waitFor();
    await applicant.getByText('The certificate expired in March.').waitFor();
    await applicantContext.close();

    // The same through the API and the mail: the document's note, and the notes in the rejection
    // mail.
    const documents = await call<{ status: string; reviewNotes: string }[]>(
      `/api/verification-documents?tradesmanId=${rejected.id}`,
      { token: rejected.token },
    );
    expect(documents).toEqual([
      expect.objectContaining({
        status: 'rejected',
        reviewNotes: 'The certificate expired in March.',
      }),
    ]);
    const rejectionMails = await mailTo(rejected.email);
    expect(
      rejectionMails.some((mail) =>
        mail.body.includes('Please upload current public liability insurance.'),
      ),
    ).toBe(true);

    // Import three pasted rows; they are in the directory.
    await admin.goto(`${baseUrl()}/admin/bulk-import`);
    const csv = [
      'name,site.company_insights.description,email_2,phone',
      ...importNames.map(
        (name, index) =>
          `${name},Imported retrofit firm,zorbit${index}-${run}@example.com,0170000000${index}`,
      ),
    ].join('\n');
    await admin.getByLabel('CSV data').fill(csv);
    await admin.getByRole('button', { name: 'Parse CSV' }).click();
    await admin.getByText('Found 3 valid trade accounts to import').waitFor();
    await photograph('import-preview');
    await admin.getByRole('button', { name: 'Import 3 Tradesmen' }).click();
    await admin.getByText('Successfully imported 3 out of 3 tradesmen').first().waitFor();

    await admin.goto(`${baseUrl()}/directory?q=${encodeURIComponent(`Zorbit ${run}`)}`);
    for (const name of importNames) {
      await admin.getByRole('article').filter({ hasText: name }).first().waitFor();
    }
  }, 300_000);
});
