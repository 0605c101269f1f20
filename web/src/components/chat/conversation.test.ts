import { describe, expect, it } from 'vitest';
import { messageTime } from './conversation';

describe('messageTime', () => {
  it('writes a time as en-GB does, on the 24-hour clock with two digits each', () => {
    const asIntl = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
    for (const [hours, minutes] of [
      [0, 0],
      [9, 5],
      [12, 30],
      [23, 59],
    ] as const) {
      const date = new Date(2026, 10, 29, hours, minutes);
      expect(messageTime(date)).toBe(asIntl.format(date));
    }
  });
});
