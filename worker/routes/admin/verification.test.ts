import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  credentials,
  mailOutbox,
  tradesmen,
  verificationDocuments,
} from '../../../schema/tables';
import { expectAdminOnly } from '../../test/admin-access';
import { makeTradesman, signedIn } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';

const bindings = freshBindings();
const db = databaseOf(bindings);
const admin = await signedIn(bindings, db, 'admin');

const mailTo = (to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const auditOf = (
  id: number,
  action: 'application.approved' | 'application.rejected' | 'verification.updated',
) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, action)));
const listing = async (id: number) =>
  (await db.select().from(tradesmen).where(eq(tradesmen.id, id)))[0];

describe('verification routes', () => {
  it('are refused to visitors and every role but admin', async () => {
    const applicant = await makeTradesman(db);
    const document = await addDocument(applicant.id);
    await expectAdminOnly(bindings, db, 'GET', '/api/admin/tradesman-applications?status=pending');
    await expectAdminOnly(bindings, db, 'POST', `/api/admin/approve-tradesman/${applicant.id}`, {});
    await expectAdminOnly(bindings, db, 'POST', `/api/admin/reject-tradesman/${applicant.id}`, {
      notes: 'x',
    });
    await expectAdminOnly(bindings, db, 'PUT', `/api/tradesmen/${applicant.id}/verification`, {
      status: 'verified',
    });
    await expectAdminOnly(bindings, db, 'PUT', `/api/admin/verification-documents/${document.id}`, {
      status: 'verified',
    });
    expect((await listing(applicant.id))?.verificationStatus).toBe('pending');
  });

  it('lists applications by status with registration date, payment status and documents', async () => {
    const paid = await makeTradesman(db, {
      name: 'Paid Solar',
      paymentIntentId: 'pi_list',
      verificationStatus: 'rejected',
    });
    await addDocument(paid.id);
    const response = await call(
      bindings,
      'GET',
      '/api/admin/tradesman-applications?status=rejected',
      { token: admin.token },
    );
    const list = await response.json();
    expect(response.headers.get('x-total-count')).toBe(String(list.length));
    expect(list.find((item: { id: number }) => item.id === paid.id)).toMatchObject({
      name: 'Paid Solar',
      paymentStatus: 'paid',
      verificationStatus: 'rejected',
      registrationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      documents: [{ documentName: 'Insurance', status: 'uploaded' }],
    });
    expect(
      list.every((item: { verificationStatus: string }) => item.verificationStatus === 'rejected'),
    ).toBe(true);
  });

  it('lists only featured or only unfeatured listings for the featured screen', async () => {
    const badged = await makeTradesman(db, { name: 'Badged Heat', featured: true });
    const plain = await makeTradesman(db, { name: 'Plain Heat' });
    const names = async (featured: string) => {
      const response = await call(
        bindings,
        'GET',
        `/api/admin/tradesman-applications?status=all&q=Heat&featured=${featured}`,
        { token: admin.token },
      );
      return (await response.json()).map((item: { id: number }) => item.id);
    };
    expect(await names('yes')).toEqual([badged.id]);
    expect(await names('no')).toEqual([plain.id]);
    expect(await names('any')).toEqual([badged.id, plain.id]);
  });
});

describe('approving an application (variant A)', () => {
  it('verifies it and mails the applicant exactly once, however often it is sent', async () => {
    const applicant = await makeTradesman(db, {
      name: 'Sunny Roofs',
      contactEmail: 'sunny@example.com',
    });
    // The badge also needs checked insurance and a scheme credential (docs/product/business-side.md §10.2).
    await db.insert(credentials).values(
      (['insurance', 'mcs'] as const).map((scheme) => ({
        tradesmanId: applicant.id,
        scheme,
        number: 'NAP-12345',
        scopes: scheme === 'mcs' ? ['solar-pv'] : [],
        expiresOn: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
        status: 'verified' as const,
      })),
    );
    const approve = () =>
      call(bindings, 'POST', `/api/admin/approve-tradesman/${applicant.id}`, {
        token: admin.token,
        body: { notes: 'All good' },
      });
    const first = await approve();
    expect(await first.json()).toMatchObject({
      message: 'Sunny Roofs has been approved and notified by email.',
      changed: true,
      application: {
        verificationStatus: 'verified',
        isVerified: true,
        verificationNotes: 'All good',
      },
    });
    const again = await approve();
    expect(await again.json()).toMatchObject({
      changed: false,
      application: { verificationStatus: 'verified' },
    });
    const mails = await mailTo('sunny@example.com');
    expect(mails).toHaveLength(1);
    // The mail links straight to the Verification tab, from SITE_URL (worker/test/bindings.ts).
    expect(mails[0]?.body).toContain('https://site.example/dashboard?tab=verification');
    expect(await auditOf(applicant.id, 'application.approved')).toHaveLength(1);
  });

  it('gives no Verified badge while no insurance or scheme credential is checked', async () => {
    const applicant = await makeTradesman(db, { name: 'Unchecked Roofs' });
    const response = await call(bindings, 'POST', `/api/admin/approve-tradesman/${applicant.id}`, {
      token: admin.token,
      body: {},
    });
    expect(await response.json()).toMatchObject({
      application: { verificationStatus: 'verified', isVerified: false },
    });
  });

  it('mails once when ten approvals arrive at the same moment', async () => {
    const applicant = await makeTradesman(db, { contactEmail: 'race@example.com' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(bindings, 'POST', `/api/admin/approve-tradesman/${applicant.id}`, {
          token: admin.token,
          body: {},
        }),
      ),
    );
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(bodies.filter((body) => body.changed)).toHaveLength(1);
    expect(await mailTo('race@example.com')).toHaveLength(1);
    expect(await auditOf(applicant.id, 'application.approved')).toHaveLength(1);
  });

  it('refuses to approve a rejected application', async () => {
    const applicant = await makeTradesman(db, { verificationStatus: 'rejected' });
    const response = await call(bindings, 'POST', `/api/admin/approve-tradesman/${applicant.id}`, {
      token: admin.token,
      body: {},
    });
    expect([response.status, await response.json()]).toEqual([
      409,
      { error: 'Only pending applications can be approved.' },
    ]);
  });
});

describe('rejecting an application (variant A)', () => {
  it("needs notes, with the product's message, and changes nothing without them", async () => {
    const applicant = await makeTradesman(db, { contactEmail: 'nonotes@example.com' });
    const response = await call(bindings, 'POST', `/api/admin/reject-tradesman/${applicant.id}`, {
      token: admin.token,
      body: { notes: '  ' },
    });
    expect([response.status, await response.json()]).toEqual([
      400,
      { error: 'Please provide rejection notes before rejecting an application.' },
    ]);
    expect((await listing(applicant.id))?.verificationStatus).toBe('pending');
    expect(await mailTo('nonotes@example.com')).toHaveLength(0);
    expect(await auditOf(applicant.id, 'application.rejected')).toHaveLength(0);
  });

  it('rejects with notes the applicant is mailed once; new notes on a rejected one mail again', async () => {
    const applicant = await makeTradesman(db, {
      name: 'Loft Co',
      contactEmail: 'loft@example.com',
    });
    const reject = (notes: string) =>
      call(bindings, 'POST', `/api/admin/reject-tradesman/${applicant.id}`, {
        token: admin.token,
        body: { notes },
      });
    expect(await (await reject('Insurance expired')).json()).toMatchObject({
      message: 'Loft Co has been rejected and notified by email.',
      changed: true,
      application: { verificationStatus: 'rejected', verificationNotes: 'Insurance expired' },
    });
    expect((await (await reject('Insurance expired')).json()).changed).toBe(false);
    const mails = await mailTo('loft@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Insurance expired');
    expect(mails[0]?.body).toContain(
      'open the Verification tab of your dashboard to see what is needed and upload documents again:\nhttps://site.example/dashboard?tab=verification',
    );
    expect((await (await reject('Still no insurance')).json()).changed).toBe(true);
    expect(await mailTo('loft@example.com')).toHaveLength(2);
    expect(await auditOf(applicant.id, 'application.rejected')).toHaveLength(2);
  });
});

describe('setting a verification status (variant B)', () => {
  it('sets any status with notes and records it once', async () => {
    const applicant = await makeTradesman(db);
    const put = () =>
      call(bindings, 'PUT', `/api/tradesmen/${applicant.id}/verification`, {
        token: admin.token,
        body: { status: 'under_review', notes: 'Checking MCS number' },
      });
    expect(await (await put()).json()).toMatchObject({
      message: 'Tradesman verification status has been updated successfully.',
      application: {
        verificationStatus: 'under_review',
        verificationNotes: 'Checking MCS number',
        isVerified: false,
      },
    });
    await put();
    expect(await auditOf(applicant.id, 'verification.updated')).toHaveLength(1);
    const bad = await call(bindings, 'PUT', `/api/tradesmen/${applicant.id}/verification`, {
      token: admin.token,
      body: { status: 'maybe' },
    });
    expect(bad.status).toBe(400);
  });

  it('rejects only with notes, which the applicant is mailed', async () => {
    const applicant = await makeTradesman(db, {
      name: 'Draughty Co',
      contactEmail: 'draughty@example.com',
    });
    const put = (notes?: string) =>
      call(bindings, 'PUT', `/api/tradesmen/${applicant.id}/verification`, {
        token: admin.token,
        body: { status: 'rejected', ...(notes === undefined ? {} : { notes }) },
      });
    for (const refused of [await put(), await put(' \n ')]) {
      expect([refused.status, await refused.json()]).toEqual([
        400,
        { error: 'Please provide rejection notes before rejecting an application.' },
      ]);
    }
    expect((await listing(applicant.id))?.verificationStatus).toBe('pending');
    expect(await mailTo('draughty@example.com')).toHaveLength(0);
    expect(await auditOf(applicant.id, 'verification.updated')).toHaveLength(0);

    expect((await put('No MCS number on the certificate')).status).toBe(200);
    const [mail] = await mailTo('draughty@example.com');
    expect(mail?.body).toContain('No MCS number on the certificate');
  });
});

describe('a decision whose body is not the expected object', () => {
  const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
  const deepArray = `${'['.repeat(5000)}${']'.repeat(5000)}`;

  it.each([
    ['approving (variant A)', 'POST', 'admin/approve-tradesman', '"notes":"All good"'],
    ['rejecting (variant A)', 'POST', 'admin/reject-tradesman', '"notes":"No insurance"'],
    ['setting a status (variant B)', 'PUT', 'tradesmen', '"status":"verified"'],
  ])('%s is refused with 400 before anything changes', async (_decision, method, route, fields) => {
    const applicant = await makeTradesman(db, {
      contactEmail: `malformed-${crypto.randomUUID().slice(0, 8)}@example.com`,
    });
    const path =
      route === 'tradesmen'
        ? `/api/tradesmen/${applicant.id}/verification`
        : `/api/${route}/${applicant.id}`;
    const before = await listing(applicant.id);
    const bodies = ['[]', `[{${fields}}]`, deepArray, `{${fields},"extra":${deepObject}}`, 'null'];
    for (const body of bodies) {
      const response = await call(bindings, method, path, { token: admin.token, body });
      expect(response.status, body.slice(0, 30)).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
    expect(await listing(applicant.id)).toEqual(before);
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'tradesman'), eq(auditLog.targetId, applicant.id)));
    expect(audited).toEqual([]);
    expect(await mailTo(applicant.contactEmail as string)).toEqual([]);
  });
});

describe('reviewing a verification document', () => {
  it('marks it rejected with a note the applicant can read, and needs the note', async () => {
    const applicant = await makeTradesman(db);
    const document = await addDocument(applicant.id);
    const path = `/api/admin/verification-documents/${document.id}`;
    const noNote = await call(bindings, 'PUT', path, {
      token: admin.token,
      body: { status: 'rejected' },
    });
    expect([noNote.status, await noNote.json()]).toEqual([
      400,
      { error: 'Please say what is wrong with this document.' },
    ]);
    const response = await call(bindings, 'PUT', path, {
      token: admin.token,
      body: { status: 'rejected', notes: 'Blurred scan' },
    });
    expect(await response.json()).toMatchObject({
      id: document.id,
      status: 'rejected',
      reviewNotes: 'Blurred scan',
    });
    const [stored] = await db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.id, document.id));
    expect(stored).toMatchObject({ status: 'rejected', reviewNotes: 'Blurred scan' });
    expect(stored?.reviewedAt).toBeInstanceOf(Date);
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, document.id), eq(auditLog.action, 'document.reviewed')));
    expect(entries).toHaveLength(1);
  });

  it('mails the trade a rejection once, with its reason and the Verification tab; never an approval', async () => {
    const applicant = await makeTradesman(db, {
      name: 'Heron Heat',
      contactEmail: 'heron@example.com',
    });
    const document = await addDocument(applicant.id);
    const review = (body: { status: string; notes?: string }) =>
      call(bindings, 'PUT', `/api/admin/verification-documents/${document.id}`, {
        token: admin.token,
        body,
      });
    await review({ status: 'rejected', notes: 'Expired in March.' });
    await review({ status: 'rejected', notes: 'Expired in March.' });
    const mails = await mailTo('heron@example.com');
    expect(mails).toMatchObject([
      { template: 'document-rejected', subject: 'Heron Heat: please upload Insurance again' },
    ]);
    expect(mails[0]?.body).toContain('Reason from our team:\nExpired in March.');
    expect(mails[0]?.body).toContain('https://site.example/dashboard?tab=verification');
    await review({ status: 'verified' });
    expect(await mailTo('heron@example.com')).toHaveLength(1);
  });
});

async function addDocument(tradesmanId: number) {
  const [row] = await db
    .insert(verificationDocuments)
    .values({
      tradesmanId,
      documentType: 'insurance',
      documentName: 'Insurance',
      documentUrl: `verification/${tradesmanId}/x.pdf`,
    })
    .returning();
  if (!row) throw new Error('no document');
  return row;
}
