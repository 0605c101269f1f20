// A logo or gallery photo upload (docs/product/business-side.md §10.9; docs/decisions/010): shrink
// it in the browser, ask for an upload address, PUT the bytes there. Attaching it (which checks
// the stored bytes) is the caller's next request.
import { limits, uploadImageTypes } from '#schema/limits';
import { api, unwrap } from '../../api/client';
import { putFile } from '../../lib/putFile';
import { resizeImage } from '../../lib/resizeImage';
import { galleryTexts } from './galleryTexts';

/** Why a file cannot be used, found before anything is sent; undefined when it can. */
export function listingImageProblem(file: File): string | undefined {
  return (uploadImageTypes as readonly string[]).includes(file.type)
    ? undefined
    : galleryTexts.notImage;
}

async function upload(
  blob: Blob,
  purpose: 'listing-logo' | 'gallery-photo',
  fileName: string,
  onProgress: (percent: number) => void,
) {
  const ticket = await unwrap(
    api.objects.upload.$post({
      json: { purpose, contentType: blob.type, size: blob.size, fileName },
    }),
  );
  await putFile(ticket.uploadURL, blob, onProgress);
  return ticket.objectPath;
}

/** Shrinks with the canvas, turning a file it cannot read into a clear message. */
async function shrink(file: File, maxSide: number, type: 'image/jpeg' | 'image/png') {
  try {
    return await resizeImage(file, maxSide, type);
  } catch {
    throw new Error(galleryTexts.readFailed);
  }
}

/** A photo (at most 2048 px) and its 480 px thumbnail; progress counts both. */
export async function uploadGalleryPhoto(file: File, onProgress: (percent: number) => void) {
  const photo = await shrink(file, 2048, 'image/jpeg');
  const thumb = await shrink(file, Math.min(480, limits.galleryThumbMaxSide), 'image/jpeg');
  const share = photo.size / (photo.size + thumb.size);
  const objectPath = await upload(photo, 'gallery-photo', file.name, (percent) =>
    onProgress(Math.round(percent * share)),
  );
  const thumbPath = await upload(thumb, 'gallery-photo', `thumb-${file.name}`, (percent) =>
    onProgress(Math.round(share * 100 + percent * (1 - share))),
  );
  return { objectPath, thumbPath };
}

/** A logo, at most 512 px, kept as PNG so a transparent background stays transparent. */
export async function uploadListingLogo(file: File, onProgress: (percent: number) => void) {
  const logo = await shrink(file, 512, 'image/png');
  return upload(logo, 'listing-logo', file.name, onProgress);
}
