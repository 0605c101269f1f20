import { describe, expect, it } from 'vitest';
import { londonInstant, londonIso, mondayOf } from '../../lib/london-time';
import { daySlots, openSlots } from './slots';

const mornings = (slotMinutes: number) => ({
  weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '09:00', to: '11:00' })),
  slotMinutes,
  blackout: [],
});
const iso = (starts: number[]) => starts.map(londonIso);

describe('survey-visit slots in Europe/London', () => {
  it('keep 09:00 on the clock across the October change back to GMT', () => {
    // 2026-10-25 is the last Sunday of October: BST before, GMT from that day.
    expect(iso(daySlots(mornings(60), '2026-10-24'))).toEqual([
      '2026-10-24T09:00:00+01:00',
      '2026-10-24T10:00:00+01:00',
    ]);
    expect(iso(daySlots(mornings(60), '2026-10-25'))).toEqual([
      '2026-10-25T09:00:00+00:00',
      '2026-10-25T10:00:00+00:00',
    ]);
    expect(new Date(daySlots(mornings(60), '2026-10-25')[0] ?? 0).toISOString()).toBe(
      '2026-10-25T09:00:00.000Z',
    );
  });

  it('keep 09:00 on the clock across the March change to BST', () => {
    // 2027-03-28 is the last Sunday of March.
    expect(iso(daySlots(mornings(120), '2027-03-27'))).toEqual(['2027-03-27T09:00:00+00:00']);
    expect(iso(daySlots(mornings(120), '2027-03-28'))).toEqual(['2027-03-28T09:00:00+01:00']);
    expect(new Date(daySlots(mornings(120), '2027-03-28')[0] ?? 0).toISOString()).toBe(
      '2027-03-28T08:00:00.000Z',
    );
  });

  it('offer no slot in the hour the clocks skip, and the first of a repeated hour once', () => {
    const night = {
      weekly: [{ day: 0, from: '00:30', to: '02:30' }],
      slotMinutes: 30,
      blackout: [],
    };
    // 01:00 and 01:30 do not exist on 28 March 2027.
    expect(iso(daySlots(night, '2027-03-28'))).toEqual([
      '2027-03-28T00:30:00+00:00',
      '2027-03-28T02:00:00+01:00',
    ]);
    // 01:00 and 01:30 happen twice on 25 October 2026; each is offered once, in summer time.
    expect(iso(daySlots(night, '2026-10-25'))).toEqual([
      '2026-10-25T00:30:00+01:00',
      '2026-10-25T01:00:00+01:00',
      '2026-10-25T01:30:00+01:00',
      '2026-10-25T02:00:00+00:00',
    ]);
  });

  it('cut hours into whole slots only, and skip blackout days, past slots and taken ones', () => {
    const availability = {
      weekly: [{ day: 3, from: '09:00', to: '11:00' }],
      slotMinutes: 45,
      blackout: ['2026-12-09'],
    };
    // Wednesdays 2 and 9 December 2026; 09:00–11:00 in 45 minutes is 09:00 and 09:45 only.
    expect(iso(daySlots(availability, '2026-12-02'))).toEqual([
      '2026-12-02T09:00:00+00:00',
      '2026-12-02T09:45:00+00:00',
    ]);
    const now = new Date('2026-12-02T09:30:00Z');
    const taken = new Set([londonInstant('2026-12-16', '09:00') ?? 0]);
    expect(iso(openSlots(availability, '2026-12-01', 16, now, taken))).toEqual([
      '2026-12-02T09:45:00+00:00',
      '2026-12-16T09:45:00+00:00',
    ]);
  });

  it('start weeks on the London Monday', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
  });
});
