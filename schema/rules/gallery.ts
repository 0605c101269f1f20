// A listing's logo and gallery of photos of work (docs/product/business-side.md §10.9; issue 23).
import * as v from 'valibot';
import { limits } from '../limits';
import { idField, optionalText, requiredText } from './fields';

export const galleryMessages = {
  planRequired:
    'The gallery is part of the Starter plan and above. Upgrade your plan to show photos of your work.',
  full: `Your gallery is full: it holds up to ${limits.galleryMaxPhotos} photos. Delete one to add another.`,
  notFound: 'Photo not found',
  noListing: 'Create your business profile before adding photos.',
  objectPath: 'objectPath is required',
  thumbTooLarge: `A thumbnail may be at most ${limits.galleryThumbMaxSide} pixels on each side.`,
  alreadyUsed: 'That upload is already in use. Please upload the file again.',
  order: 'ids must list every photo of your gallery once',
} as const;

export const galleryPhotoRules = v.object({
  objectPath: requiredText(galleryMessages.objectPath, 500),
  /** The browser-made thumbnail, uploaded as a `gallery-photo` too; the photo stands in without. */
  thumbPath: optionalText(500),
  caption: optionalText(limits.galleryCaptionMax),
});
export type GalleryPhotoInput = v.InferOutput<typeof galleryPhotoRules>;

export const galleryCaptionRules = v.object({ caption: optionalText(limits.galleryCaptionMax) });

export const galleryOrderRules = v.object({
  ids: v.pipe(
    v.array(idField(galleryMessages.order), galleryMessages.order),
    v.maxLength(limits.galleryMaxPhotos, galleryMessages.order),
    v.check((ids) => new Set(ids).size === ids.length, galleryMessages.order),
  ),
});

export const galleryPhotoParam = v.object({ id: idField(galleryMessages.notFound) });

export const listingLogoRules = v.object({
  objectPath: requiredText(galleryMessages.objectPath, 500),
});
