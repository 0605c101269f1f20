// A listing's verification documents: its owner and admins add and read them; the owner uploads a
// rejected or expired one again in its place (docs/product/business-side.md §2.5).
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  adminMessages,
  idField,
  uploadMessages,
  verificationDocumentReplaceRules,
  verificationDocumentRules,
} from '../../schema/rules';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { keyInReference } from '../lib/storage';
import { allow, currentUser, forbidden } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { findListing, findOwnListing } from '../services/listings/profile';
import {
  addVerificationDocument,
  listVerificationDocuments,
  replaceVerificationDocument,
} from '../services/verification/documents';

export const documentMessages = {
  noProfile: 'No tradesman profile found',
  tradesmanRequired: 'tradesmanId is required',
} as const;

/** The listing the caller may act on: a tradesperson's own, or any for an admin. */
async function listingFor(c: Context<AppEnv>, tradesmanId: number | undefined) {
  const user = currentUser(c);
  if (user.role === 'admin') {
    if (!tradesmanId) fail(400, documentMessages.tradesmanRequired);
    const listing = await findListing(c.var.db, tradesmanId);
    if (!listing) fail(404, documentMessages.noProfile);
    return listing;
  }
  const listing = await findOwnListing(c.var.db, user.id);
  if (!listing) fail(404, documentMessages.noProfile);
  if (tradesmanId && tradesmanId !== listing.id) fail(403, forbidden);
  return listing;
}

const listQuery = v.object({
  tradesmanId: v.optional(idField('Unknown tradesman')),
});

export const verificationDocumentRoutes = new Hono<AppEnv>()
  .use(allow('tradesperson', 'admin'))
  .get('/', validate('query', listQuery), async (c) => {
    const listing = await listingFor(c, c.req.valid('query').tradesmanId);
    return c.json(await listVerificationDocuments(c.var.db, listing.id, new Date()));
  })
  .post('/', validate('json', verificationDocumentRules), async (c) => {
    const input = c.req.valid('json');
    const listing = await listingFor(c, input.tradesmanId);
    // A verified listing still uploads: each renewed credential needs its proof
    // (docs/product/business-side.md §10.1).
    const user = currentUser(c);
    const key = keyInReference(input.documentUrl);
    if (!key) fail(404, uploadMessages.notFound);
    const document = await addVerificationDocument(c.var.db, c.env.FILES, {
      tradesmanId: listing.id,
      key,
      uploaderId: user.id,
      documentName: input.documentName,
      documentType: input.documentType,
    });
    return c.json(document, 201);
  })
  .put(
    '/:id',
    allow('tradesperson'),
    validate('param', v.object({ id: idField(adminMessages.documentNotFound) }), 404),
    validate('json', verificationDocumentReplaceRules),
    async (c) => {
      // Only the owner uploads a document again, verified or not (docs/product/business-side.md
      // §2.5); another listing's document is not found.
      const listing = await listingFor(c, undefined);
      const key = keyInReference(c.req.valid('json').documentUrl);
      if (!key) fail(404, uploadMessages.notFound);
      const document = await replaceVerificationDocument(c.var.db, c.env.FILES, {
        id: c.req.valid('param').id,
        tradesmanId: listing.id,
        key,
        uploaderId: currentUser(c).id,
        now: new Date(),
      });
      return c.json(document);
    },
  );
