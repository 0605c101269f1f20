import { describe, expect, it } from 'vitest';
import { documentState, documentsToUpload } from './documentState';
import type { VerificationDocument } from './useVerificationDocuments';

const document = (overrides: Partial<VerificationDocument>): VerificationDocument => ({
  id: 1,
  tradesmanId: 12,
  documentType: 'insurance',
  documentName: 'insurance.pdf',
  documentUrl: '/api/objects/private/verification-document/a.pdf',
  status: 'uploaded',
  reviewNotes: null,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  expired: false,
  ...overrides,
});

describe('a verification document as its owner reads it', () => {
  it('is pending, approved, rejected, or expired once an approved proof has lapsed', () => {
    expect(documentState(document({}))).toBe('pending');
    expect(documentState(document({ status: 'verified' }))).toBe('approved');
    expect(documentState(document({ status: 'rejected' }))).toBe('rejected');
    expect(documentState(document({ status: 'verified', expired: true }))).toBe('expired');
  });

  it('asks again for rejected and expired documents, and for each required kind missing', () => {
    const rejected = document({ id: 2, status: 'rejected' });
    const expired = document({
      id: 3,
      documentType: 'certificate',
      status: 'verified',
      expired: true,
    });
    const { toReplace, missing } = documentsToUpload([rejected, expired]);
    expect(toReplace).toEqual([rejected, expired]);
    expect(missing.map((kind) => kind.label)).toEqual(['Professional qualifications']);
    expect(
      documentsToUpload([
        document({ status: 'verified' }),
        document({ documentType: 'certificate' }),
        document({ documentType: 'qualification' }),
      ]),
    ).toEqual({ toReplace: [], missing: [] });
  });
});
