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
  documentFailed: 'Failed to upload verification document. Please try again.',
  notFound: 'Upload not found. Please upload the file again.',
  success: "Image uploaded successfully! Don't forget to save your changes.",
} as const;

/** Who may upload for each purpose, in words: the answer to a visitor (401) and a wrong role (403). */
export const uploadAccessMessages: Record<UploadPurpose, string> = {
  'article-image': 'You must be logged in as an admin or editor to upload article images.',
  logo: 'You must be logged in as a tradesperson or admin to upload a logo.',
  'verification-document':
    'You must be logged in as a tradesperson or admin to upload verification documents.',
};

/** The file types each purpose accepts (the browser's `File.type`). */
export const uploadTypes: Record<UploadPurpose, readonly string[]> = {
  'article-image': uploadImageTypes,
  logo: uploadImageTypes,
  'verification-document': uploadDocumentTypes,
};

const typeMessages: Record<UploadPurpose, string> = {
  'article-image': uploadMessages.imageType,
  logo: uploadMessages.imageType,
  'verification-document': uploadMessages.documentType,
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
);

export type UploadRequest = v.InferOutput<typeof uploadRequestRules>;

export const articleImageRules = v.object({ imageURL: requiredText('imageURL is required', 500) });
