// Where uploaded files live in the FILES bucket, and who may put them there. Keys are made here,
// never taken from a client: `public/<purpose>/<uuid>.<ext>` for what anyone may read (article
// images, logos) and `private/verification/<uuid>.<ext>` for verification documents, which only
// their owner and admins may read.
import type { Role, UploadPurpose } from '../../schema/catalogues';
import { limits } from '../../schema/limits';
import { uploadMessages } from '../../schema/rules';
import { keyInUploadToken } from './upload-token';

interface UploadPolicy {
  roles: readonly Role[];
  folder: string;
  /** The refusal when the stored bytes turn out not to be an allowed file. */
  refusal: string;
  /** For images whose size is checked: the most pixels on either side, and its refusal. */
  maxSide?: { pixels: number; refusal: string };
}

export const uploadPolicies: Record<UploadPurpose, UploadPolicy> = {
  'article-image': {
    roles: ['admin', 'editor'],
    folder: 'public/article-image',
    refusal: uploadMessages.processFailed,
  },
  'listing-logo': {
    roles: ['tradesperson'],
    folder: 'public/listing-logo',
    refusal: uploadMessages.notAnImage,
    maxSide: {
      pixels: limits.listingLogoMaxSide,
      refusal: `Logos may be at most ${limits.listingLogoMaxSide} pixels on each side.`,
    },
  },
  'gallery-photo': {
    roles: ['tradesperson'],
    folder: 'public/gallery-photo',
    refusal: uploadMessages.notAnImage,
    maxSide: {
      pixels: limits.galleryPhotoMaxSide,
      refusal: `Photos may be at most ${limits.galleryPhotoMaxSide} pixels on each side.`,
    },
  },
  'verification-document': {
    roles: ['tradesperson', 'admin'],
    folder: 'private/verification',
    refusal: uploadMessages.notADocument,
  },
};

const extensions: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

export function newObjectKey(purpose: UploadPurpose, contentType: string): string {
  const extension = extensions[contentType] ?? 'bin';
  return `${uploadPolicies[purpose].folder}/${crypto.randomUUID()}.${extension}`;
}

/** The shape of every key `newObjectKey` makes; anything else names nothing of ours. */
const keyShape = '(?:public|private)/[a-z-]+/[0-9a-f-]{36}\\.[a-z]{3,4}';
const exactKey = new RegExp(`^${keyShape}$`);
const trailingKey = new RegExp(`(${keyShape})$`);

export const isObjectKey = (key: string) => exactKey.test(key);
export const isPublicKey = (key: string) => key.startsWith('public/');
/** The path a client stores (an article's imageUrl); the file itself is served at `/api` + this. */
export const objectPath = (key: string) => `/objects/${key}`;

/**
 * The key a client refers to when it finalises an upload: an object path (`/objects/<key>`,
 * `/api/objects/<key>`), a presigned R2 URL (`https://…/<bucket>/<key>?X-Amz-…`) or the Worker's
 * own upload URL (`/api/objects/upload/<token>`), absolute or not.
 */
export function keyInReference(reference: string): string | null {
  let path: string;
  try {
    path = new URL(reference, 'https://reference.invalid').pathname;
  } catch {
    return null;
  }
  const uploadRoute = /\/api\/objects\/upload\/([^/]+)$/.exec(path);
  if (uploadRoute?.[1]) return keyInUploadToken(uploadRoute[1]);
  return trailingKey.exec(path)?.[1] ?? null;
}
