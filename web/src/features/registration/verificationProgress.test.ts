import { describe, expect, it } from 'vitest';
import { statusMessages, verificationProgress } from './verificationProgress';

const pending = { plan: 'free', verificationStatus: 'pending', documentCount: 0 } as const;

describe('verification progress', () => {
  it('is 10% while the profile is being set up', () => {
    expect(verificationProgress(null)).toEqual({ percent: 10, message: statusMessages.settingUp });
  });

  it('starts a free listing without documents at 20% and asks for documents', () => {
    expect(verificationProgress(pending)).toEqual({
      percent: 20,
      message: statusMessages.uploadDocuments,
    });
  });

  it('adds 20 for a paid plan and 30 once a document is uploaded', () => {
    expect(verificationProgress({ ...pending, plan: 'starter' }).percent).toBe(40);
    expect(verificationProgress({ ...pending, plan: 'starter', documentCount: 1 })).toEqual({
      percent: 70,
      message: statusMessages.documentsUploaded,
    });
  });

  it('adds 20 while under review', () => {
    expect(
      verificationProgress({
        plan: 'premium',
        verificationStatus: 'under_review',
        documentCount: 2,
      }),
    ).toEqual({ percent: 90, message: statusMessages.underReview });
  });

  it('is 100% once verified, whatever else holds', () => {
    expect(verificationProgress({ ...pending, verificationStatus: 'verified' })).toEqual({
      percent: 100,
      message: statusMessages.verified,
    });
  });

  it('points a rejected application at the notes', () => {
    expect(
      verificationProgress({ ...pending, verificationStatus: 'rejected', documentCount: 1 }),
    ).toEqual({ percent: 50, message: statusMessages.rejected });
  });
});
