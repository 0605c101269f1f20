import { describe, expect, it } from 'vitest';
import { credentials } from '../../schema/tables/verification';
import { app } from '../app';
import { makeTradesman, signedIn } from '../test/factories';
import { call, databaseOf, freshBindings } from '../test/harness';

const bindings = freshBindings();
const db = databaseOf(bindings);

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');

type Session = Awaited<ReturnType<typeof signedIn>>;

/** Asks for an upload link and sends the bytes, as the browser does; answers the upload URL. */
async function upload(owner: Session, bytes: Uint8Array<ArrayBuffer>, fileName: string) {
  const link = await call(bindings, 'POST', '/api/objects/upload', {
    token: owner.token,
    body: {
      purpose: 'verification-document',
      contentType: 'application/pdf',
      size: bytes.byteLength,
      fileName,
    },
  });
  const { uploadURL } = (await link.json()) as { uploadURL: string };
  const put = await app.request(
    uploadURL,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf', 'content-length': String(bytes.byteLength) },
      body: bytes,
    },
    bindings,
  );
  expect(put.status).toBe(200);
  return uploadURL;
}

async function owner(overrides: Partial<Parameters<typeof makeTradesman>[1]> = {}) {
  const session = await signedIn(bindings, db, 'tradesperson');
  const listing = await makeTradesman(db, { ownerId: session.user.id, ...overrides });
  return { ...session, listing };
}

const register = (session: Session, body: Record<string, unknown>) =>
  call(bindings, 'POST', '/api/verification-documents', { token: session.token, body });

describe('POST and GET /api/verification-documents', () => {
  it('registers an uploaded PDF with its type guessed from the file name', async () => {
    const me = await owner();
    const documentUrl = await upload(me, pdf, 'Public liability insurance 2026.pdf');
    const response = await register(me, {
      tradesmanId: me.listing.id,
      documentUrl,
      documentType: 'other',
    });
    expect(response.status).toBe(201);
    const document = await response.json();
    expect(document).toMatchObject({
      tradesmanId: me.listing.id,
      documentType: 'insurance',
      documentName: 'Public liability insurance 2026.pdf',
      status: 'uploaded',
      documentUrl: expect.stringMatching(/^\/api\/objects\/private\/verification\/.+\.pdf$/),
    });
    const list = await call(
      bindings,
      'GET',
      `/api/verification-documents?tradesmanId=${me.listing.id}`,
      { token: me.token },
    );
    expect(await list.json()).toEqual([document]);
    // The file itself is private to its owner and admins.
    const stranger = await signedIn(bindings, db, 'tradesperson');
    expect(
      (await call(bindings, 'GET', document.documentUrl, { token: stranger.token })).status,
    ).toBe(403);
  });

  it('files a document uploaded for a named kind as that kind, whatever its name', async () => {
    const me = await owner();
    const documentUrl = await upload(me, pdf, 'scan 0042.pdf');
    const response = await register(me, {
      tradesmanId: me.listing.id,
      documentUrl,
      documentType: 'insurance',
    });
    expect(await response.json()).toMatchObject({ documentType: 'insurance' });
  });

  it('refuses a file whose bytes are not an allowed document, whatever its name says', async () => {
    const me = await owner();
    const documentUrl = await upload(me, html, 'certificate.pdf');
    const response = await register(me, { tradesmanId: me.listing.id, documentUrl });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'This file is not a PDF, JPEG, PNG or Word document, whatever its name says.',
    });
  });

  it("keeps each listing to its owner and admins, and takes a verified listing's renewal proof", async () => {
    const me = await owner();
    const other = await owner();
    const documentUrl = await upload(me, pdf, 'qualification.pdf');
    expect((await register(me, { tradesmanId: other.listing.id, documentUrl })).status).toBe(403);
    expect(
      (
        await call(bindings, 'GET', `/api/verification-documents?tradesmanId=${other.listing.id}`, {
          token: me.token,
        })
      ).status,
    ).toBe(403);
    const admin = await signedIn(bindings, db, 'admin');
    const adminList = await call(
      bindings,
      'GET',
      `/api/verification-documents?tradesmanId=${other.listing.id}`,
      { token: admin.token },
    );
    expect(adminList.status).toBe(200);
    expect(
      (await call(bindings, 'GET', '/api/verification-documents', { token: admin.token })).status,
    ).toBe(400);
    for (const role of ['resident', 'editor'] as const) {
      const { token } = await signedIn(bindings, db, role);
      expect((await call(bindings, 'GET', '/api/verification-documents', { token })).status).toBe(
        403,
      );
    }
    expect((await call(bindings, 'GET', '/api/verification-documents')).status).toBe(401);
    const verified = await owner({ verificationStatus: 'verified', isVerified: true });
    const late = await upload(verified, pdf, 'license.pdf');
    expect(
      (await register(verified, { tradesmanId: verified.listing.id, documentUrl: late })).status,
    ).toBe(201);
  });

  it("says 'No tradesman profile found' when the tradesperson has no listing", async () => {
    const session = await signedIn(bindings, db, 'tradesperson');
    const response = await call(bindings, 'GET', '/api/verification-documents', {
      token: session.token,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No tradesman profile found' });
  });
});

describe('PUT /api/verification-documents/{id}: uploading a document again', () => {
  async function documentOf(me: Awaited<ReturnType<typeof owner>>, fileName: string) {
    const documentUrl = await upload(me, pdf, fileName);
    const response = await register(me, { tradesmanId: me.listing.id, documentUrl });
    return (await response.json()) as { id: number; documentUrl: string };
  }

  async function review(id: number, status: 'verified' | 'rejected', notes = '') {
    const admin = await signedIn(bindings, db, 'admin');
    const response = await call(bindings, 'PUT', `/api/admin/verification-documents/${id}`, {
      token: admin.token,
      body: { status, notes },
    });
    expect(response.status).toBe(200);
  }

  const replace = (session: Session, id: number, documentUrl: string) =>
    call(bindings, 'PUT', `/api/verification-documents/${id}`, {
      token: session.token,
      body: { documentUrl },
    });

  const listOf = async (session: Session) =>
    (await (
      await call(bindings, 'GET', '/api/verification-documents', { token: session.token })
    ).json()) as { id: number; status: string; expired: boolean; reviewNotes: string | null }[];

  it("takes a verified listing's rejected document back to pending review, with the new file", async () => {
    const me = await owner({ verificationStatus: 'verified', isVerified: true });
    const rejected = await documentOf(me, 'insurance 2025.pdf');
    await review(rejected.id, 'rejected', 'Expired in March. Please upload the current one.');
    expect(await listOf(me)).toMatchObject([
      { status: 'rejected', reviewNotes: 'Expired in March. Please upload the current one.' },
    ]);

    const response = await replace(me, rejected.id, await upload(me, pdf, 'insurance 2026.pdf'));
    expect(response.status).toBe(200);
    const replaced = await response.json();
    expect(replaced).toMatchObject({
      id: rejected.id,
      documentType: 'insurance',
      documentName: 'insurance 2026.pdf',
      status: 'uploaded',
      reviewNotes: null,
      reviewedAt: null,
      expired: false,
    });
    expect(replaced.documentUrl).not.toBe(rejected.documentUrl);
    expect(await listOf(me)).toEqual([replaced]);
    // The admins' queue reads it as pending review again; the old file is gone.
    const admin = await signedIn(bindings, db, 'admin');
    const forAdmin = await call(
      bindings,
      'GET',
      `/api/verification-documents?tradesmanId=${me.listing.id}`,
      { token: admin.token },
    );
    expect(await forAdmin.json()).toMatchObject([{ id: rejected.id, status: 'uploaded' }]);
    expect((await call(bindings, 'GET', rejected.documentUrl, { token: me.token })).status).toBe(
      404,
    );
  });

  it("refuses another trade's document as not found, and admins on this route", async () => {
    const me = await owner();
    const other = await owner();
    const theirs = await documentOf(other, 'certificate.pdf');
    await review(theirs.id, 'rejected', 'Unreadable scan.');
    const response = await replace(me, theirs.id, await upload(me, pdf, 'certificate.pdf'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Document not found' });
    expect(await listOf(other)).toMatchObject([{ status: 'rejected' }]);
    const admin = await signedIn(bindings, db, 'admin');
    expect((await replace(admin, theirs.id, 'x')).status).toBe(403);
    expect((await replace(me, 999_999, 'x')).status).toBe(404);
  });

  it('refuses a document still pending or approved and current', async () => {
    const me = await owner();
    const pending = await documentOf(me, 'qualification.pdf');
    const approved = await documentOf(me, 'certificate.pdf');
    await review(approved.id, 'verified');
    for (const { id } of [pending, approved]) {
      const response = await replace(me, id, await upload(me, pdf, 'again.pdf'));
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: 'Only a rejected or expired document can be uploaded again.',
      });
    }
  });

  it('reads an approved proof of an expired credential as expired, and takes it again', async () => {
    const me = await owner({ verificationStatus: 'verified' });
    const proof = await documentOf(me, 'insurance.pdf');
    await review(proof.id, 'verified');
    await db.insert(credentials).values({
      tradesmanId: me.listing.id,
      scheme: 'insurance',
      number: 'PL-123',
      expiresOn: '2020-01-31',
      status: 'verified',
      documentId: proof.id,
    });
    expect(await listOf(me)).toMatchObject([{ id: proof.id, status: 'verified', expired: true }]);
    const response = await replace(me, proof.id, await upload(me, pdf, 'insurance 2026.pdf'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'uploaded', expired: false });
  });
});
