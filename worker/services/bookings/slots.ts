// Which survey-visit slots a listing offers (docs/product/business-side.md §10.5,
// docs/decisions/017-booking-slots-and-holds.md): each London day's weekly hours cut into slots of
// the chosen length, as instants, so a visit at 09:00 is 09:00 on the clock whatever the season.
import type { WeeklyHours } from '../../../schema/tables/bookings';
import { addDays, londonInstant, weekdayOf } from '../../lib/london-time';

export interface Availability {
  weekly: WeeklyHours[];
  slotMinutes: number;
  blackout: string[];
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The slot starts of one London day, in order; a wall time the clocks skip is no slot. */
export function daySlots(availability: Availability, day: string): number[] {
  if (availability.blackout.includes(day)) return [];
  const weekday = weekdayOf(day);
  const starts: number[] = [];
  for (const hours of availability.weekly.filter((entry) => entry.day === weekday)) {
    const end = minutesOf(hours.to);
    for (let at = minutesOf(hours.from); at + availability.slotMinutes <= end; ) {
      const instant = londonInstant(day, timeOf(at));
      if (instant !== null) starts.push(instant);
      at += availability.slotMinutes;
    }
  }
  return starts.sort((a, b) => a - b);
}

/**
 * The free slots of `days` London days from `firstDay`: after `now`, and not in `taken` (starts of
 * booked or held slots).
 */
export function openSlots(
  availability: Availability,
  firstDay: string,
  days: number,
  now: Date,
  taken: ReadonlySet<number>,
): number[] {
  return Array.from({ length: days }, (_, index) => addDays(firstDay, index))
    .flatMap((day) => daySlots(availability, day))
    .filter((start) => start > now.getTime() && !taken.has(start));
}
