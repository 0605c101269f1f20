import { env } from 'cloudflare:test';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../schema/catalogues';
import { storedObjects } from '../../schema/tables';
import { app } from '../app';
import { signUploadToken } from '../lib/upload-token';
import { finaliseUpload } from '../services/files/objects';
import { holdClockWithinOneRateWindow } from '../test/clock';
import { signedIn } from '../test/factories';
import { call, databaseOf, freshBindings } from '../test/harness';

holdClockWithinOneRateWindow();

const bindings = freshBindings();
const db = databaseOf(bindings);

// A real 1×1 PNG.
const png = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

type Session = Awaited<ReturnType<typeof signedIn>>;
let admin: Session;
let editor: Session;
let otherEditor: Session;
let tradesperson: Session;
let otherTradesperson: Session;
let resident: Session;

beforeAll(async () => {
  admin = await signedIn(bindings, db, 'admin');
  editor = await signedIn(bindings, db, 'editor');
  otherEditor = await signedIn(bindings, db, 'editor');
  tradesperson = await signedIn(bindings, db, 'tradesperson');
  otherTradesperson = await signedIn(bindings, db, 'tradesperson');
  resident = await signedIn(bindings, db, 'resident');
});

interface UploadAnswer {
  uploadURL: string;
  objectPath: string;
  key: string;
}

/** R2 S3 credentials set: upload links are presigned R2 PUTs. */
const withR2 = {
  ...bindings,
  R2_ACCOUNT_ID: 'acc0123456789',
  R2_ACCESS_KEY_ID: 'AKIAFAKEFAKEFAKE',
  R2_SECRET_ACCESS_KEY: 'fake-secret-access-key',
  R2_BUCKET_NAME: 'rsg-files',
};

const uploadRequest = (overrides: Record<string, unknown> = {}) => ({
  purpose: 'article-image',
  contentType: 'image/png',
  size: png.byteLength,
  fileName: 'loft insulation.png',
  ...overrides,
});

function requestUpload(token: string | undefined, body = uploadRequest(), on = bindings) {
  return call(on, 'POST', '/api/objects/upload', { token, body });
}

async function uploadLink(token: string, body = uploadRequest()): Promise<UploadAnswer> {
  const response = await requestUpload(token, body);
  expect(response.status).toBe(200);
  return response.json();
}

function putFile(
  uploadURL: string,
  bytes: Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = {},
) {
  return app.request(
    uploadURL,
    {
      method: 'PUT',
      headers: {
        'content-type': 'image/png',
        'content-length': String(bytes.byteLength),
        ...headers,
      },
      body: bytes,
    },
    bindings,
  );
}

const finalise = (token: string, imageURL: string) =>
  call(bindings, 'PUT', '/api/article-images', { token, body: { imageURL } });

const rowOf = async (key: string) =>
  (await db.select().from(storedObjects).where(eq(storedObjects.key, key)))[0];
/** The accepted file's row, found by the key its upload link named. */
const acceptedFrom = async (uploadKey: string) =>
  (await db.select().from(storedObjects).where(eq(storedObjects.uploadKey, uploadKey)))[0];
const rowCount = async () => (await db.select({ n: count() }).from(storedObjects))[0]?.n;

/** An uploaded, finalised file of the purpose, owned by the session's user. */
async function readyUpload(
  owner: Session,
  purpose: 'article-image' | 'verification-document',
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  fileName = 'file',
) {
  const link = await uploadLink(owner.token, {
    purpose,
    contentType,
    size: bytes.byteLength,
    fileName,
  });
  expect((await putFile(link.uploadURL, bytes, { 'content-type': contentType })).status).toBe(200);
  return finaliseUpload(db, env.FILES, { key: link.key, ownerId: owner.user.id, purpose });
}

describe('POST /api/objects/upload', () => {
  it('asks a visitor to sign in as an admin or editor for article images', async () => {
    const response = await requestUpload(undefined);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'You must be logged in as an admin or editor to upload article images.',
    });
  });

  it('lets each purpose be uploaded by its roles only', async () => {
    const sessions: Record<Role, Session> = { admin, editor, tradesperson, resident };
    const allowed: Record<string, Role[]> = {
      'article-image': ['admin', 'editor'],
      'listing-logo': ['tradesperson'],
      'gallery-photo': ['tradesperson'],
      'verification-document': ['admin', 'tradesperson'],
    };
    for (const [purpose, roles] of Object.entries(allowed)) {
      const contentType = purpose === 'verification-document' ? 'application/pdf' : 'image/png';
      for (const role of ['admin', 'editor', 'tradesperson', 'resident'] as const) {
        const response = await requestUpload(
          sessions[role].token,
          uploadRequest({ purpose, contentType }),
        );
        expect({ purpose, role, status: response.status }).toEqual({
          purpose,
          role,
          status: roles.includes(role) ? 200 : 403,
        });
      }
    }
  });

  it('limits one account to 60 upload links an hour', async () => {
    const uploader = await signedIn(bindings, db, 'editor');
    const responses = await Promise.all(
      Array.from({ length: 61 }, () => requestUpload(uploader.token)),
    );
    const statuses = responses.map((response) => response.status).sort((a, b) => a - b);
    expect(statuses).toEqual([...Array(60).fill(200), 429]);
    const blocked = responses.find((response) => response.status === 429);
    expect(blocked?.headers.get('retry-after')).toBeTruthy();
    expect(await blocked?.json()).toEqual({
      error: 'Too many uploads in a short time. Please try again in an hour.',
    });
    const [pending] = await db
      .select({ n: count() })
      .from(storedObjects)
      .where(eq(storedObjects.ownerId, uploader.user.id));
    expect(pending?.n).toBe(60);
  }, 60_000);

  it('makes the key on the server and records a pending upload owned by the caller', async () => {
    const link = await uploadLink(editor.token, uploadRequest({ fileName: '../../etc/passwd' }));
    expect(link.key).toMatch(/^public\/article-image\/[0-9a-f-]{36}\.png$/);
    expect(link.objectPath).toBe(`/objects/${link.key}`);
    expect(link.uploadURL).toMatch(/^\/api\/objects\/upload\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await rowOf(link.key)).toMatchObject({
      purpose: 'article-image',
      ownerId: editor.user.id,
      contentType: 'image/png',
      size: png.byteLength,
      status: 'pending',
    });

    const document = await uploadLink(tradesperson.token, {
      purpose: 'verification-document',
      contentType: 'application/pdf',
      size: 2000,
      fileName: 'insurance.pdf',
    });
    expect(document.key).toMatch(/^private\/verification\/[0-9a-f-]{36}\.pdf$/);
  });

  it('refuses an 11 MB file and records nothing', async () => {
    const before = await rowCount();
    const response = await requestUpload(editor.token, uploadRequest({ size: 11_534_336 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'File is too large. The limit is 10 MB.' });
    expect(await rowCount()).toBe(before);
  });

  it('refuses a content type the purpose does not accept and records nothing', async () => {
    const before = await rowCount();
    for (const contentType of ['application/pdf', 'image/svg+xml', 'text/html']) {
      const response = await requestUpload(editor.token, uploadRequest({ contentType }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'Images must be JPEG, PNG, WebP or GIF files.',
      });
    }
    expect(await rowCount()).toBe(before);
  });

  it('presigns an R2 PUT with the type and size signed when R2 credentials are set', async () => {
    const response = await requestUpload(editor.token, uploadRequest(), withR2);
    expect(response.status).toBe(200);
    const link: UploadAnswer = await response.json();
    const url = new URL(link.uploadURL);
    expect(url.origin).toBe('https://acc0123456789.r2.cloudflarestorage.com');
    expect(url.pathname).toBe(`/rsg-files/${link.key}`);
    const query = url.searchParams;
    expect(Number(query.get('X-Amz-Expires'))).toBeGreaterThan(0);
    expect(Number(query.get('X-Amz-Expires'))).toBeLessThanOrEqual(600);
    expect(query.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(query.get('X-Amz-Credential')).toMatch(
      /^AKIAFAKEFAKEFAKE\/\d{8}\/auto\/s3\/aws4_request$/,
    );
    expect(query.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type', 'host']),
    );
    expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect((await rowOf(link.key))?.status).toBe('pending');

    // The client's PUT goes straight to R2; finalising accepts the presigned URL it was given.
    await env.FILES.put(link.key, png, { httpMetadata: { contentType: 'image/png' } });
    const finalised = await finalise(editor.token, link.uploadURL);
    expect(finalised.status).toBe(200);
    const accepted = await acceptedFrom(link.key);
    expect(await finalised.json()).toEqual({ objectPath: `/objects/${accepted?.key}` });
  });
});

describe('an article image from upload to display', () => {
  it('uploads a PNG, finalises it and serves it with a long cache life', async () => {
    const link = await uploadLink(editor.token);
    const put = await putFile(link.uploadURL, png);
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ key: link.key });

    const finalised = await finalise(editor.token, link.uploadURL);
    expect(finalised.status).toBe(200);
    const { objectPath } = (await finalised.json()) as { objectPath: string };
    expect((await acceptedFrom(link.key))?.status).toBe('ready');

    const served = await call(bindings, 'GET', `/api${objectPath}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe(
      "inline; filename*=UTF-8''loft%20insulation.png",
    );
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);

    const etag = served.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const revalidated = await call(bindings, 'GET', `/api${objectPath}`, {
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(304);
  });

  it('finalises by object path too, and again without harm', async () => {
    const link = await uploadLink(editor.token);
    await putFile(link.uploadURL, png);
    const first = await finalise(editor.token, link.objectPath);
    expect(first.status).toBe(200);
    const again = await finalise(editor.token, `/api${link.objectPath}`);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
  });

  it('records the type the bytes really have', async () => {
    const link = await uploadLink(editor.token, uploadRequest({ contentType: 'image/jpeg' }));
    await putFile(link.uploadURL, png, { 'content-type': 'image/jpeg' });
    expect((await finalise(editor.token, link.uploadURL)).status).toBe(200);
    expect((await acceptedFrom(link.key))?.contentType).toBe('image/png');
  });
});

describe('PUT /api/objects/upload/{token}', () => {
  it('refuses a body larger than the signed size and keeps nothing', async () => {
    const link = await uploadLink(editor.token);
    const larger = new Uint8Array(png.byteLength + 1000);
    larger.set(png);
    const response = await putFile(link.uploadURL, larger);
    expect(response.status).toBe(413);
    expect(await env.FILES.head(link.key)).toBeNull();
  });

  it('keeps nothing when the body is longer or shorter than its declared length', async () => {
    const streamOf = (...chunks: Uint8Array[]) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          controller.close();
        },
      });
    // Over HTTP the runtime holds a body to its Content-Length; a shorter one is a client that
    // disconnected mid-upload (miniflare logs 'Network connection lost' for the aborted put).
    for (const [body, declared] of [
      [streamOf(png, png), png.byteLength],
      [streamOf(png.slice(0, 10)), png.byteLength],
    ] as const) {
      const link = await uploadLink(editor.token);
      const response = await app.request(
        link.uploadURL,
        {
          method: 'PUT',
          headers: { 'content-type': 'image/png', 'content-length': String(declared) },
          body,
        },
        bindings,
      );
      expect(response.status).toBe(400);
      expect(await env.FILES.head(link.key)).toBeNull();
    }
  });

  it('refuses a missing length and a content type other than the signed one', async () => {
    const link = await uploadLink(editor.token);
    const withoutLength = await app.request(
      link.uploadURL,
      { method: 'PUT', headers: { 'content-type': 'image/png' }, body: png },
      bindings,
    );
    expect(withoutLength.status).toBe(411);
    const wrongType = await putFile(link.uploadURL, png, { 'content-type': 'text/html' });
    expect(wrongType.status).toBe(415);
    expect(await env.FILES.head(link.key)).toBeNull();
  });

  it('refuses an expired or tampered token', async () => {
    const link = await uploadLink(editor.token);
    const expired = await signUploadToken(
      bindings.JWT_SECRET,
      { key: link.key, contentType: 'image/png', size: png.byteLength, ownerId: editor.user.id },
      new Date(Date.now() - 1000),
    );
    expect((await putFile(`/api/objects/upload/${expired}`, png)).status).toBe(403);

    const [header, payload, signature] = (link.uploadURL.split('/').at(-1) ?? '').split('.');
    const claims = JSON.parse(atob(payload?.replace(/-/g, '+').replace(/_/g, '/') ?? ''));
    const raised = btoa(JSON.stringify({ ...claims, size: 10_000_000 }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    const tampered = await putFile(`/api/objects/upload/${header}.${raised}.${signature}`, png);
    expect(tampered.status).toBe(403);
    expect(await tampered.json()).toEqual({
      error: 'This upload link is invalid or has expired. Please upload the file again.',
    });
    expect(await env.FILES.head(link.key)).toBeNull();
  });

  it('refuses to overwrite a finalised upload', async () => {
    const link = await uploadLink(editor.token);
    await putFile(link.uploadURL, png);
    await finalise(editor.token, link.uploadURL);
    expect((await putFile(link.uploadURL, png)).status).toBe(403);
  });

  it('moves an accepted file to a new key, out of reach of its upload link', async () => {
    const link: UploadAnswer = await (
      await requestUpload(editor.token, uploadRequest(), withR2)
    ).json();
    await env.FILES.put(link.key, png, { httpMetadata: { contentType: 'image/png' } });
    const finalised = await finalise(editor.token, link.uploadURL);
    const { objectPath } = (await finalised.json()) as { objectPath: string };
    expect(objectPath).not.toBe(link.objectPath);
    expect(await rowOf(link.key)).toBeUndefined();
    expect(await env.FILES.head(link.key)).toBeNull();

    // The presigned link still works at R2 for a few minutes: it can only write the old key,
    // which nothing serves.
    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    await env.FILES.put(link.key, html, { httpMetadata: { contentType: 'image/png' } });
    expect((await call(bindings, 'GET', `/api${link.objectPath}`)).status).toBe(404);
    const served = await call(bindings, 'GET', `/api${objectPath}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });
});

describe('PUT /api/article-images', () => {
  it('refuses HTML uploaded as image/png and deletes both the file and its record', async () => {
    const html = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');
    const link = await uploadLink(editor.token, uploadRequest({ size: html.byteLength }));
    expect((await putFile(link.uploadURL, html)).status).toBe(200);
    expect(await env.FILES.head(link.key)).not.toBeNull();

    const response = await finalise(editor.token, link.uploadURL);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Failed to process uploaded image' });
    expect(await env.FILES.head(link.key)).toBeNull();
    expect(await rowOf(link.key)).toBeUndefined();
  });

  it('refuses an upload whose file never arrived and forgets it', async () => {
    const link = await uploadLink(editor.token);
    const response = await finalise(editor.token, link.uploadURL);
    expect(response.status).toBe(400);
    expect(await rowOf(link.key)).toBeUndefined();
  });

  it("does not let another editor finalise someone else's upload", async () => {
    const link = await uploadLink(editor.token);
    await putFile(link.uploadURL, png);
    const response = await finalise(otherEditor.token, link.uploadURL);
    expect(response.status).toBe(404);
    expect((await rowOf(link.key))?.status).toBe('pending');
    expect(await env.FILES.head(link.key)).not.toBeNull();
  });

  it('is for admins and editors only', async () => {
    const link = await uploadLink(editor.token);
    expect((await finalise(tradesperson.token, link.objectPath)).status).toBe(403);
    const visitor = await call(bindings, 'PUT', '/api/article-images', {
      body: { imageURL: link.objectPath },
    });
    expect(visitor.status).toBe(401);
  });
});

describe('GET /api/objects/{key}', () => {
  it('serves a private document to its owner and admins only, never cached', async () => {
    const link = await readyUpload(
      tradesperson,
      'verification-document',
      pdf,
      'application/pdf',
      'insurance.pdf',
    );
    const path = `/api/objects/${link.key}`;
    const asOwner = await call(bindings, 'GET', path, { token: tradesperson.token });
    expect(asOwner.status).toBe(200);
    expect(asOwner.headers.get('cache-control')).toBe('private, no-store');
    expect(asOwner.headers.get('content-type')).toBe('application/pdf');
    expect(asOwner.headers.get('content-disposition')).toBe(
      "inline; filename*=UTF-8''insurance.pdf",
    );
    expect(new Uint8Array(await asOwner.arrayBuffer())).toEqual(pdf);
    expect((await call(bindings, 'GET', path, { token: admin.token })).status).toBe(200);
    expect((await call(bindings, 'GET', path, { token: otherTradesperson.token })).status).toBe(
      403,
    );
    expect((await call(bindings, 'GET', path, { token: editor.token })).status).toBe(403);
    expect((await call(bindings, 'GET', path)).status).toBe(401);
  });

  it('sends a Word document as an attachment', async () => {
    const docx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    const link = await readyUpload(
      tradesperson,
      'verification-document',
      docx,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      "Gas Safe (2026) 'cert'.docx",
    );
    const served = await call(bindings, 'GET', `/api/objects/${link.key}`, {
      token: tradesperson.token,
    });
    expect(served.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''Gas%20Safe%20%282026%29%20%27cert%27.docx",
    );
  });

  it('does not serve an upload that was never finalised', async () => {
    const link = await uploadLink(editor.token);
    await putFile(link.uploadURL, png);
    const response = await call(bindings, 'GET', `/api/objects/${link.key}`);
    expect(response.status).toBe(404);
  });

  it('answers 404 JSON for unknown keys', async () => {
    for (const path of [
      '/api/objects/public/article-image/00000000-0000-4000-8000-000000000000.png',
      '/api/objects/whatever',
    ]) {
      const response = await call(bindings, 'GET', path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'File not found' });
    }
  });
});
