import { describe, expect, it } from 'vitest';
import { formatReplyBy, replyBy } from './reply-time';

const at = (iso: string) => replyBy(new Date(iso)).toISOString();

describe('replyBy: the next working day at the same London time', () => {
  it('answers a weekday request the next day at the same hour', () => {
    expect(at('2026-11-24T10:15:00.000Z')).toBe('2026-11-25T10:15:00.000Z');
  });

  it('skips the weekend: Friday, Saturday and Sunday all lead to Monday', () => {
    expect(at('2026-11-27T16:30:00.000Z')).toBe('2026-11-30T16:30:00.000Z');
    expect(at('2026-11-28T09:00:00.000Z')).toBe('2026-11-30T09:00:00.000Z');
    expect(at('2026-11-29T23:59:59.000Z')).toBe('2026-11-30T23:59:59.000Z');
  });

  it('keeps the London hour when the clocks go forward over the weekend', () => {
    // Friday 27 March 2026 14:00 GMT; the clocks go forward on Sunday 29 March: Monday 14:00 BST.
    expect(at('2026-03-27T14:00:00.000Z')).toBe('2026-03-30T13:00:00.000Z');
  });

  it('keeps the London hour when the clocks go back over the weekend', () => {
    // Friday 23 October 2026 14:00 BST; the clocks go back on Sunday 25 October: Monday 14:00 GMT.
    expect(at('2026-10-23T13:00:00.000Z')).toBe('2026-10-26T14:00:00.000Z');
  });

  it('counts the London day, not the UTC day, just after midnight in summer', () => {
    // 00:30 BST on Saturday 4 July is still Friday 23:30 UTC: the London day is Saturday.
    expect(at('2026-07-03T23:30:00.000Z')).toBe('2026-07-05T23:30:00.000Z');
  });

  it('reads the due time on the UK clock', () => {
    expect(formatReplyBy(new Date('2026-03-30T13:00:00.000Z'))).toBe('Monday 30 March at 14:00');
    expect(formatReplyBy(new Date('2026-11-30T09:05:00.000Z'))).toBe('Monday 30 November at 09:05');
  });
});
