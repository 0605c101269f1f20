import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { availabilityRules, bookingMessages, isCalendarDay } from './bookings';

const firstMessage = (input: unknown) => {
  const result = v.safeParse(availabilityRules, input);
  return result.success ? null : result.issues[0].message;
};

const week = { slotMinutes: 60, blackout: [] };

describe('availability rules', () => {
  it('take back-to-back hours on a day, and hours on different days at the same time', () => {
    expect(
      firstMessage({
        ...week,
        weekly: [
          { day: 1, from: '09:00', to: '12:00' },
          { day: 1, from: '12:00', to: '17:00' },
          { day: 2, from: '09:00', to: '12:00' },
        ],
      }),
    ).toBeNull();
  });

  it('refuse overlaps whatever order they are given in', () => {
    expect(
      firstMessage({
        ...week,
        weekly: [
          { day: 3, from: '13:00', to: '17:00' },
          { day: 3, from: '09:00', to: '13:30' },
        ],
      }),
    ).toBe(bookingMessages.overlap);
  });

  it('refuse 24:00 and times without two digits', () => {
    for (const to of ['24:00', '9:00', '09:60', '0900']) {
      expect(firstMessage({ ...week, weekly: [{ day: 1, from: '08:00', to }] })).toBe(
        bookingMessages.time,
      );
    }
  });

  it('sort blackout days and drop repeats', () => {
    const parsed = v.parse(availabilityRules, {
      ...week,
      weekly: [],
      blackout: ['2026-12-26', '2026-12-25', '2026-12-26'],
    });
    expect(parsed.blackout).toEqual(['2026-12-25', '2026-12-26']);
  });

  it('know real calendar days', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
  });
});
