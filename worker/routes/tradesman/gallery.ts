// The signed-in tradesperson's logo and gallery of photos of work (docs/product/business-side.md
// §10.9; issue 23). The files are uploaded first through POST /api/objects/upload (purposes
// `listing-logo` and `gallery-photo`) and checked here as they are attached.
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  galleryCaptionRules,
  galleryMessages,
  galleryOrderRules,
  galleryPhotoParam,
  galleryPhotoRules,
  listingLogoRules,
} from '../../../schema/rules';
import type { AppEnv } from '../../env';
import { fail } from '../../lib/errors';
import { allow, currentUser } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import {
  addGalleryPhoto,
  captionGalleryPhoto,
  ownGallery,
  removeGalleryPhoto,
  reorderGallery,
  setListingLogo,
} from '../../services/listings/gallery';
import { findOwnListing } from '../../services/listings/profile';

async function ownListing(c: Context<AppEnv>) {
  const listing = await findOwnListing(c.var.db, currentUser(c).id);
  if (!listing) fail(404, galleryMessages.noListing);
  return listing;
}

const photoParam = validate('param', galleryPhotoParam, 404);

export const galleryRoutes = new Hono<AppEnv>()
  .use('/gallery/*', allow('tradesperson'))
  .use('/gallery', allow('tradesperson'))
  .use('/logo', allow('tradesperson'))
  .get('/gallery', async (c) => c.json(await ownGallery(c.var.db, await ownListing(c), new Date())))
  // Each photo needs fresh upload links, which the upload rate limit already counts.
  .post('/gallery', validate('json', galleryPhotoRules), async (c) => {
    const listing = await ownListing(c);
    const photo = await addGalleryPhoto(
      c.var.db,
      c.env.FILES,
      listing,
      c.req.valid('json'),
      new Date(),
    );
    return c.json(photo, 201);
  })
  .put('/gallery/order', validate('json', galleryOrderRules), async (c) => {
    const photos = await reorderGallery(c.var.db, await ownListing(c), c.req.valid('json').ids);
    return c.json({ photos });
  })
  .patch('/gallery/:id', photoParam, validate('json', galleryCaptionRules), async (c) => {
    const listing = await ownListing(c);
    const { id } = c.req.valid('param');
    return c.json(await captionGalleryPhoto(c.var.db, listing, id, c.req.valid('json').caption));
  })
  .delete('/gallery/:id', photoParam, async (c) => {
    await removeGalleryPhoto(c.var.db, c.env.FILES, await ownListing(c), c.req.valid('param').id);
    return c.json({ success: true });
  })
  .put('/logo', validate('json', listingLogoRules), async (c) => {
    const listing = await ownListing(c);
    const logoUrl = await setListingLogo(
      c.var.db,
      c.env.FILES,
      listing,
      c.req.valid('json').objectPath,
    );
    return c.json({ logoUrl });
  })
  .delete('/logo', async (c) => {
    await setListingLogo(c.var.db, c.env.FILES, await ownListing(c), null);
    return c.json({ logoUrl: null });
  });
