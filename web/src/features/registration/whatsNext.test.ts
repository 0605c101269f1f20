import { describe, expect, it } from 'vitest';
import type { VerificationDocument } from '../../entities/verification/useVerificationDocuments';
import { whatsNext } from './whatsNext';

const document = (overrides: Partial<VerificationDocument>): VerificationDocument => ({
  id: 1,
  tradesmanId: 12,
  documentType: 'insurance',
  documentName: 'insurance.pdf',
  documentUrl: '/api/objects/private/verification-document/a.pdf',
  status: 'verified',
  reviewNotes: null,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  expired: false,
  ...overrides,
});

const allThree = [
  document({ id: 1 }),
  document({ id: 2, documentType: 'certificate', documentName: 'company.pdf' }),
  document({ id: 3, documentType: 'qualification', documentName: 'nvq.pdf' }),
];

describe("What's Next", () => {
  it('asks for every required document while none is uploaded', () => {
    expect(whatsNext([], 'pending')).toEqual({
      steps: [
        'Upload your business registration certificate, professional qualifications and insurance certificate.',
        'Once verified, your listing shows the verified badge in the directory.',
        'Complete your profile and answer quote requests from your dashboard.',
      ],
      reupload: false,
    });
  });

  it('asks for no upload once all are uploaded, only for the review', () => {
    const uploaded = allThree.map((item) => ({ ...item, status: 'uploaded' as const }));
    const { steps } = whatsNext(uploaded, 'pending');
    expect(steps.some((step) => step.startsWith('Upload'))).toBe(false);
    expect(steps).toContain('Our team reviews applications within 2-3 business days.');
  });

  it('tells a verified trade to upload a rejected document again, and nothing it has done', () => {
    const rejected = document({ id: 1, status: 'rejected', reviewNotes: 'Expired in March.' });
    expect(whatsNext([rejected, ...allThree.slice(1)], 'verified')).toEqual({
      steps: [
        'Upload insurance.pdf again on the Verification tab of your dashboard, where you can read why.',
        'Complete your profile and answer quote requests from your dashboard.',
      ],
      reupload: true,
    });
  });

  it('sends a rejected application to the admin notes', () => {
    expect(whatsNext(allThree, 'rejected').steps).toContain(
      'Read the admin notes, then do what they ask.',
    );
  });
});
