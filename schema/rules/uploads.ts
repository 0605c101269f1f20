import * as v from 'valibot';
import { type UploadPurpose, uploadPurposes } from '../catalogues';
import { limits, uploadDocumentTypes, uploadImageTypes } from '../limits';
import { optionalText, picklistField, requiredText } from './fields';

export const uploadMessages = {
  tooLarge: 'File is too large. The limit is 10 MB.',
  purpose: `Upload purpose must be one of: ${uploadPurposes.join(', ')}`,
  contentType: 'Content type is required',
  size: 'File size is required',
  imageType: 'Images must be JPEG, PNG, WebP or GIF files.',
  documentType: 'Documents must be PDF, JPG, PNG, DOC or DOCX files.',
  getUrlFailed: 'Failed to get upload URL...',
  processFailed: 'Failed to process uploaded image',
  notFound: 'Upload not found. Please upload the file again.',
  success: "Image uploaded successfully! Don't forget to save your changes.",
  listingImageTooLarge: 'Images must be 5 MB or smaller.',
  notAnImage: 'This file is not a JPEG, PNG, WebP or GIF image, whatever its name says.',
  notADocument: 'This file is not a PDF, JPEG, PNG or Word document, whatever its name says.',
} as const;

/** Who may upload for each purpose, in words: the answer to a visitor (401) and a wrong role (403). */
export const uploadAccessMessages: Record<UploadPurpose, string> = {
  'article-image': 'You must be logged in as an admin or editor to upload article images.',
  'listing-logo': 'You must be logged in as a tradesperson to upload a logo.',
  'gallery-photo': 'You must be logged in as a tradesperson to upload photos of your work.',
  'verification-document':
    'You must be logged in as a tradesperson or admin to upload verification documents.',
};

/** The file types each purpose accepts (the browser's `File.type`). */
export const uploadTypes: Record<UploadPurpose, readonly string[]> = {
  'article-image': uploadImageTypes,
  'listing-logo': uploadImageTypes,
  'gallery-photo': uploadImageTypes,
  'verification-document': uploadDocumentTypes,
};

const typeMessages: Record<UploadPurpose, string> = {
  'article-image': uploadMessages.imageType,
  'listing-logo': uploadMessages.imageType,
  'gallery-photo': uploadMessages.imageType,
  'verification-document': uploadMessages.documentType,
};

/** The most bytes each purpose accepts: logos and photos are shrunk in the browser first. */
export const uploadMaxBytes: Record<UploadPurpose, number> = {
  'article-image': limits.uploadMaxBytes,
  'listing-logo': limits.listingImageMaxBytes,
  'gallery-photo': limits.listingImageMaxBytes,
  'verification-document': limits.uploadMaxBytes,
};

export const uploadRequestRules = v.pipe(
  v.object({
    purpose: v.optional(picklistField(uploadPurposes, uploadMessages.purpose), 'article-image'),
    contentType: v.pipe(requiredText(uploadMessages.contentType, 100), v.toLowerCase()),
    size: v.pipe(
      v.number(uploadMessages.size),
      v.integer(uploadMessages.size),
      v.minValue(1, uploadMessages.size),
      v.maxValue(limits.uploadMaxBytes, uploadMessages.tooLarge),
    ),
    fileName: optionalText(200),
  }),
  v.forward(
    v.check(
      ({ purpose, contentType }) => uploadTypes[purpose].includes(contentType),
      (issue) => typeMessages[(issue.input as { purpose: UploadPurpose }).purpose],
    ),
    ['contentType'],
  ),
  v.forward(
    v.check(
      ({ purpose, size }) => size <= uploadMaxBytes[purpose],
      uploadMessages.listingImageTooLarge,
    ),
    ['size'],
  ),
);

export type UploadRequest = v.InferOutput<typeof uploadRequestRules>;

export const articleImageRules = v.object({ imageURL: requiredText('imageURL is required', 500) });
