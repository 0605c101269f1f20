// Verification document upload wording (docs/product/business-side.md §8 "Documents"), shared by
// the registration status page and the dashboard's credentials.
export const documentTexts = {
  uploadedTitle: 'Document Uploaded',
  uploadedDescription: 'Your verification document has been uploaded successfully.',
  uploadFailedTitle: 'Upload Failed',
  uploadFailedDescription: 'Failed to upload verification document. Please try again.',
  uploadHint: 'One file at a time: PDF, JPG, PNG, DOC or DOCX, up to 10 MB.',
} as const;
