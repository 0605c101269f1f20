import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { documentReviewRules, featuredRules, userListQueryRules } from './index';

describe('the admin rules', () => {
  it('feature permanently as a null duration', () => {
    expect(v.parse(featuredRules, { featured: true, duration: 'permanent' })).toEqual({
      featured: true,
      duration: null,
    });
  });

  it('refuse a decision body with fields it does not take, or one that is not an object', () => {
    expect(v.safeParse(featuredRules, { featured: false, featuredUntil: 0 }).success).toBe(false);
    expect(v.safeParse(documentReviewRules, { status: 'verified', reviewedBy: 1 }).success).toBe(
      false,
    );
    expect(v.safeParse(documentReviewRules, [{ status: 'verified' }]).success).toBe(false);
  });

  it('need a note to reject a document', () => {
    expect(v.safeParse(documentReviewRules, { status: 'rejected', notes: '' }).success).toBe(false);
    expect(v.parse(documentReviewRules, { status: 'verified' })).toEqual({
      status: 'verified',
      notes: '',
    });
  });

  it('page users 50 at a time by default, at most 200', () => {
    expect(v.parse(userListQueryRules, {})).toEqual({ q: '', role: 'all', page: 1, pageSize: 50 });
    expect(v.safeParse(userListQueryRules, { pageSize: '500' }).success).toBe(false);
  });
});
