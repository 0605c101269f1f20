import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstMessage } from '../test/first-message';
import { reviewPageRules, reviewRules, reviewTexts } from './reviews';

const valid = {
  rating: 4,
  title: 'Tidy job',
  text: 'On time, tidy, and the loft is noticeably warmer already.',
  workDate: '2026-01-10',
};

describe('review rules', () => {
  it('take a rating from 1 to 5 only, also as text', () => {
    expect(v.parse(reviewRules, { ...valid, rating: '5' }).rating).toBe(5);
    for (const rating of [0, 6, 4.5, 'five', undefined]) {
      expect(firstMessage(reviewRules, { ...valid, rating }), String(rating)).toBe(
        'Please choose a rating from 1 to 5',
      );
    }
  });

  it('refuse impossible and future dates of work', () => {
    expect(firstMessage(reviewRules, { ...valid, workDate: '2026-02-30' })).toMatch(
      /date of the work/,
    );
    expect(firstMessage(reviewRules, { ...valid, workDate: '10/01/2026' })).toMatch(
      /date of the work/,
    );
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(firstMessage(reviewRules, { ...valid, workDate: tomorrow })).toMatch(/date of the work/);
  });

  it('limit the title and text lengths', () => {
    expect(firstMessage(reviewRules, { ...valid, title: 'x'.repeat(101) })).toBe(
      'Must be at most 100 characters',
    );
    expect(firstMessage(reviewRules, { ...valid, text: 'Too short' })).toMatch(
      /at least 20 characters/,
    );
  });

  it('page from 1', () => {
    expect(v.parse(reviewPageRules, {}).page).toBe(1);
    expect(v.safeParse(reviewPageRules, { page: '0' }).success).toBe(false);
  });

  it('word the verified and moderation lines', () => {
    expect(reviewTexts.verified(new Date('2026-11-03T10:00:00Z'))).toBe(
      'Verified customer — job completed November 2026',
    );
    expect(reviewTexts.removed('Spam')).toBe('Removed by moderators: Spam');
  });
});
