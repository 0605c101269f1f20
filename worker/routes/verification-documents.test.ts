import { describe, expect, it } from 'vitest';
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
