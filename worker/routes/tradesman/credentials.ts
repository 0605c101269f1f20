import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  credentialIdField,
  credentialMessages,
  credentialRules,
} from '../../../schema/rules/credentials';
import type { AppEnv } from '../../env';
import { fail } from '../../lib/errors';
import { siteUrlFor } from '../../lib/site-url';
import { allow, currentUser } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { findOwnListing } from '../../services/listings/profile';
import {
  deleteOwnCredential,
  listOwnCredentials,
  recordCredential,
} from '../../services/verification/credentials';

async function ownListing(c: Context<AppEnv>) {
  const listing = await findOwnListing(c.var.db, currentUser(c).id);
  if (!listing) fail(404, credentialMessages.noListing);
  return listing;
}

/**
 * The signed-in trade's credential ledger (docs/product/business-side.md §10.1): list, record
 * (pending until an admin checks it), delete its own.
 */
export const credentialRoutes = new Hono<AppEnv>()
  .use('/credentials/*', allow('tradesperson'))
  .use('/credentials', allow('tradesperson'))
  .get('/credentials', async (c) => {
    const listing = await ownListing(c);
    return c.json(await listOwnCredentials(c.var.db, listing.id, new Date()));
  })
  .post('/credentials', validate('json', credentialRules), async (c) => {
    const listing = await ownListing(c);
    return c.json(await recordCredential(c.var.db, listing, c.req.valid('json'), new Date()), 201);
  })
  .delete(
    '/credentials/:id',
    validate('param', v.object({ id: credentialIdField }), 404),
    async (c) => {
      const listing = await ownListing(c);
      await deleteOwnCredential(
        c.var.db,
        listing,
        c.req.valid('param').id,
        siteUrlFor(c.env),
        new Date(),
      );
      return c.json({ success: true });
    },
  );
