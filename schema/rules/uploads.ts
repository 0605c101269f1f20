import * as v from 'valibot';
import { uploadPurposes } from '../catalogues';
import { limits } from '../limits';
import { optionalText, picklistField, requiredText } from './fields';

export const uploadMessages = {
  tooLarge: 'File is too large. The limit is 10 MB.',
  purpose: `Upload purpose must be one of: ${uploadPurposes.join(', ')}`,
  contentType: 'Content type is required',
  size: 'File size is required',
  getUrlFailed: 'Failed to get upload URL...',
  processFailed: 'Failed to process uploaded image',
  success: "Image uploaded successfully! Don't forget to save your changes.",
} as const;

export const uploadRequestRules = v.object({
  purpose: v.optional(picklistField(uploadPurposes, uploadMessages.purpose), 'article-image'),
  contentType: requiredText(uploadMessages.contentType, 100),
  size: v.pipe(
    v.number(uploadMessages.size),
    v.integer(uploadMessages.size),
    v.minValue(1, uploadMessages.size),
    v.maxValue(limits.uploadMaxBytes, uploadMessages.tooLarge),
  ),
  fileName: optionalText(200),
});

export const articleImageRules = v.object({ imageURL: requiredText('imageURL is required', 500) });
