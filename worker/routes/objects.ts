// File uploads and downloads. A client asks for an upload link (POST /objects/upload), PUTs the
// file there, then finalises it (PUT /article-images for article images, article-images.ts), after
// which the file is served at GET /objects/<key>. Every check is made on the server: who may upload for which
// purpose, the declared type and size, and at finalise the stored bytes themselves.
import { type Context, Hono } from 'hono';
import { uploadRequestRules } from '../../schema/rules';
import type { AppEnv } from '../env';
import { immutableAssetCache } from '../lib/cache';
import { fail } from '../lib/errors';
import { isObjectKey, isPublicKey, newObjectKey, objectPath } from '../lib/storage';
import { readUploadToken } from '../lib/upload-token';
import { uploadUrlFor } from '../lib/upload-url';
import { forbidden, resolveUser, signInRequired, uploader } from '../middleware/auth';
import { rawBody } from '../middleware/json-body';
import { byUserOrAddress, rateLimit, rateRules } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import {
  findReadyObject,
  isAwaitingBytes,
  registerUpload,
  type StoredObject,
  storeUploadBody,
} from '../services/files/objects';

const putMessages = {
  invalidLink: 'This upload link is invalid or has expired. Please upload the file again.',
  wrongType: 'The file type does not match the upload request.',
  lengthRequired: 'Content-Length is required.',
  tooLarge: 'The file is larger than the upload request allowed.',
  incomplete: 'The file did not arrive complete. Please upload it again.',
} as const;
const fileNotFound = 'File not found';

/** The media type alone, lower-cased: `Image/PNG; x=y` is `image/png`. */
const mediaType = (header: string | undefined) =>
  (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** A declared body length of at least one byte, or null. */
function declaredLength(header: string | undefined): number | null {
  const length = /^\d{1,12}$/.test(header ?? '') ? Number(header) : 0;
  return length > 0 ? length : null;
}

/** Private files (verification documents) go to their owner and admins only. */
async function assertMayRead(c: Context<AppEnv>, stored: StoredObject) {
  if (isPublicKey(stored.key)) return;
  const user = await resolveUser(c);
  if (!user) fail(401, signInRequired);
  if (user.role !== 'admin' && user.id !== stored.ownerId) fail(403, forbidden);
}

const inlineTypes = /^(image\/(jpeg|png|webp|gif)|application\/pdf)$/;

/** Images and PDFs open in the browser; anything else (Word files) downloads. */
function contentDisposition(stored: StoredObject): string {
  const disposition = inlineTypes.test(stored.contentType) ? 'inline' : 'attachment';
  if (!stored.fileName) return disposition;
  // RFC 5987: percent-encode everything outside attr-char, which encodeURIComponent leaves in.
  const name = encodeURIComponent(stored.fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename*=UTF-8''${name}`;
}

function objectHeaders(stored: StoredObject, object: R2Object): Headers {
  return new Headers({
    // The type checked at finalise, never what the uploader's PUT claimed.
    'Content-Type': stored.contentType,
    'Content-Disposition': contentDisposition(stored),
    // Keys are never reused, so a public file can be cached for good.
    'Cache-Control': isPublicKey(stored.key) ? immutableAssetCache : 'private, no-store',
    // Also set on every /api answer; stated here because user files rely on it most.
    'X-Content-Type-Options': 'nosniff',
    ETag: object.httpEtag,
  });
}

export const objectRoutes = new Hono<AppEnv>()
  .post(
    '/upload',
    validate('json', uploadRequestRules),
    rateLimit(rateRules.upload, byUserOrAddress),
    async (c) => {
      const request = c.req.valid('json');
      const user = await uploader(c, request.purpose);
      const key = newObjectKey(request.purpose, request.contentType);
      const ticket = {
        key,
        contentType: request.contentType,
        size: request.size,
        ownerId: user.id,
      };
      // The link first: if it cannot be made, no pending row is left behind.
      const uploadURL = await uploadUrlFor(c.env, ticket, new Date());
      await registerUpload(c.var.db, { ...request, key, ownerId: user.id });
      return c.json({ uploadURL, objectPath: objectPath(key), key });
    },
  )
  // The Worker's own upload route (no R2 credentials configured): the token is the authority,
  // so no bearer is needed. Sizes are checked before a byte is read.
  .put('/upload/:token', rawBody, async (c) => {
    const ticket = await readUploadToken(c.env.JWT_SECRET, c.req.param('token'));
    if (!ticket) fail(403, putMessages.invalidLink);
    if (mediaType(c.req.header('content-type')) !== ticket.contentType) {
      fail(415, putMessages.wrongType);
    }
    const length = declaredLength(c.req.header('content-length'));
    const body = c.req.raw.body;
    if (length === null || body === null) fail(411, putMessages.lengthRequired);
    if (length > ticket.size) fail(413, putMessages.tooLarge);
    if (!(await isAwaitingBytes(c.var.db, ticket))) fail(403, putMessages.invalidLink);
    try {
      await storeUploadBody(c.env.FILES, ticket, body, length);
    } catch (error) {
      console.warn('Upload body refused', ticket.key, error);
      fail(400, putMessages.incomplete);
    }
    return c.json({ key: ticket.key });
  })
  .get('/:key{.+}', async (c) => {
    const key = c.req.param('key');
    const stored = isObjectKey(key) ? await findReadyObject(c.var.db, key) : undefined;
    if (!stored) fail(404, fileNotFound);
    await assertMayRead(c, stored);
    // R2 answers the If-None-Match itself: a match returns the object without a body.
    const conditions = new Headers();
    const etag = c.req.header('if-none-match');
    if (etag) conditions.set('if-none-match', etag);
    const object = await c.env.FILES.get(key, { onlyIf: conditions });
    if (!object) fail(404, fileNotFound);
    const headers = objectHeaders(stored, object);
    if (!('body' in object)) return new Response(null, { status: 304, headers });
    headers.set('Content-Length', String(object.size));
    return new Response(object.body, { headers });
  });
