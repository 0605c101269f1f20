import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstMessage } from '../test/first-message';
import { uploadRequestRules } from './uploads';

describe('upload rules', () => {
  it('refuse files over 10 MB', () => {
    const request = { contentType: 'image/png', size: 10_485_761 };
    expect(firstMessage(uploadRequestRules, request)).toBe(
      'File is too large. The limit is 10 MB.',
    );
    expect(v.parse(uploadRequestRules, { ...request, size: 10_485_760 }).size).toBe(10_485_760);
  });

  it('accept only the file types of the upload purpose', () => {
    const image = { purpose: 'article-image', contentType: 'Image/PNG', size: 1000 };
    expect(v.parse(uploadRequestRules, image).contentType).toBe('image/png');
    expect(firstMessage(uploadRequestRules, { ...image, contentType: 'application/pdf' })).toBe(
      'Images must be JPEG, PNG, WebP or GIF files.',
    );
    expect(firstMessage(uploadRequestRules, { ...image, contentType: 'image/svg+xml' })).toBe(
      'Images must be JPEG, PNG, WebP or GIF files.',
    );
    const document = { ...image, purpose: 'verification-document', contentType: 'application/pdf' };
    expect(v.parse(uploadRequestRules, document).purpose).toBe('verification-document');
    expect(firstMessage(uploadRequestRules, { ...document, contentType: 'image/gif' })).toBe(
      'Documents must be PDF, JPG, PNG, DOC or DOCX files.',
    );
  });
});
