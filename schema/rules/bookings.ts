// Direct booking of survey visits (docs/product/business-side.md §10.5): the trade's weekly
// availability, the slot search and a homeowner's booking.
import * as v from 'valibot';
import { slotLengths } from '../catalogues';
import { limits } from '../limits';
import { emailField, idField, optionalMultilineText, requiredText } from './fields';

export const bookingMessages = {
  day: 'Choose a day of the week',
  time: 'Enter a time as HH:MM',
  order: 'The end time must be after the start time',
  overlap: 'Opening hours on the same day must not overlap',
  tooManyHours: `At most ${limits.availabilityMaxHours} opening hours`,
  slotMinutes: `Choose a visit length of ${slotLengths.join(', ')} minutes`,
  date: 'Enter a date as YYYY-MM-DD',
  tooManyBlackout: `At most ${limits.availabilityMaxBlackout} days without visits`,
  start: 'Choose a time for the visit',
  name: 'Full name is required',
  email: 'Please enter a valid email address',
  phone: 'Phone number is required',
  slotTaken: 'Sorry, this time has just been booked. Please choose another.',
  slotUnavailable: 'This time is not available. Please choose another.',
  notOffered: 'This business does not take bookings online.',
  /** As the API's answer for a listing that is not there (a profile page's address, posted). */
  listing: 'Tradesman not found',
  notFound: 'Booking not found',
  linkInvalid: 'This booking link is not valid, or the hold has expired.',
} as const;

/** Whether a string is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const calendarDay = v.pipe(
  v.string(bookingMessages.date),
  v.check(isCalendarDay, bookingMessages.date),
);

const wallTime = v.pipe(
  v.string(bookingMessages.time),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, bookingMessages.time),
);

const weeklyHours = v.pipe(
  v.object({
    day: v.pipe(
      v.number(bookingMessages.day),
      v.integer(bookingMessages.day),
      v.minValue(0, bookingMessages.day),
      v.maxValue(6, bookingMessages.day),
    ),
    from: wallTime,
    to: wallTime,
  }),
  // HH:MM strings compare in time order.
  v.check((hours) => hours.from < hours.to, bookingMessages.order),
);

type Hours = v.InferOutput<typeof weeklyHours>;

function overlapFree(weekly: Hours[]) {
  const sorted = [...weekly].sort((a, b) => a.day - b.day || a.from.localeCompare(b.from));
  return sorted.every((hours, index) => {
    const before = sorted[index - 1];
    return !before || before.day !== hours.day || before.to <= hours.from;
  });
}

export const availabilityRules = v.object({
  weekly: v.pipe(
    v.array(weeklyHours, bookingMessages.day),
    v.maxLength(limits.availabilityMaxHours, bookingMessages.tooManyHours),
    v.check(overlapFree, bookingMessages.overlap),
  ),
  slotMinutes: v.pipe(
    v.number(bookingMessages.slotMinutes),
    v.picklist(slotLengths, bookingMessages.slotMinutes),
  ),
  blackout: v.pipe(
    v.optional(v.array(calendarDay, bookingMessages.date), []),
    v.maxLength(limits.availabilityMaxBlackout, bookingMessages.tooManyBlackout),
    v.transform((days) => [...new Set(days)].sort()),
  ),
});
export type AvailabilityInput = v.InferOutput<typeof availabilityRules>;

export const slotQueryRules = v.object({
  from: v.optional(calendarDay),
});

export const bookingRules = v.object({
  start: v.pipe(
    v.string(bookingMessages.start),
    v.maxLength(40, bookingMessages.start),
    // ISO 8601 with an offset, as the slots are given; the server then matches it to a slot.
    v.regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/,
      bookingMessages.start,
    ),
    v.check((value) => !Number.isNaN(Date.parse(value)), bookingMessages.start),
  ),
  name: requiredText(bookingMessages.name),
  email: emailField(bookingMessages.email),
  phone: requiredText(bookingMessages.phone, 40),
  note: optionalMultilineText(1000),
});
export type BookingInput = v.InferOutput<typeof bookingRules>;

/**
 * A booking posted from a profile page as plain HTML (docs/decisions/006): the API's rule, with
 * the listing the page's address names.
 */
export const postedBookingRules = v.object({
  ...bookingRules.entries,
  listingId: idField(bookingMessages.listing),
});

/**
 * The name of the days', times' and fortnights' buttons on a profile page that holds posted
 * details: such a button sends the form with its choice (a time, or '' for a day or a fortnight),
 * and the page comes back with it chosen and the details kept, booking nothing.
 */
export const visitChoiceButton = 'choose';

export const bookingTokenRules = v.object({
  token: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
});
