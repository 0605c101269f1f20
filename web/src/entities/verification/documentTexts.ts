// Verification document wording (docs/product/business-side.md §2.3, §2.5, §8 "Documents"), shared
// by the registration status page and the dashboard's Verification and Credentials tabs.
export const documentTexts = {
  uploadedTitle: 'Document Uploaded',
  uploadedDescription: 'Your verification document has been uploaded successfully.',
  uploadFailedTitle: 'Upload Failed',
  uploadFailedDescription: 'Failed to upload verification document. Please try again.',
  uploadHint: 'One file at a time: PDF, JPG, PNG, DOC or DOCX, up to 10 MB.',
  loadFailed: 'Failed to load your verification documents.',
  noneYet: 'No documents uploaded yet. Please upload:',
  stillNeeded: 'Still needed:',
  expiredHint:
    'What this document proves has expired. Upload the renewed one, then record the renewed credential on the Credentials tab.',
} as const;
