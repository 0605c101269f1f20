// The mails of a survey-visit booking (docs/product/business-side.md §10.5): the link that proves a
// signed-out homeowner's address, the confirmations with their calendar entries, and the
// cancellation notices.
import { limits } from '../../../schema/limits';
import type { BookingRow } from '../../../schema/tables/bookings';
import { calendarFile } from '../../lib/ics';
import type { Mail } from '../mail/outbox';

type Booking = Pick<
  BookingRow,
  'startsAt' | 'endsAt' | 'name' | 'email' | 'phone' | 'note' | 'tokenHash'
>;
interface Listing {
  name: string;
}

const signOff = ['', 'Retrofit Smarter Greener'];

const visitTime = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);

/** The homeowner's link: it confirms a held booking and cancels any. */
export const manageLink = (siteUrl: string, token: string) => `${siteUrl}/booking?token=${token}`;

function calendarEntry(listing: Listing, booking: Booking, now: Date, method?: 'CANCEL') {
  return {
    filename: 'survey-visit.ics',
    contentType: `text/calendar; charset=utf-8; method=${method ?? 'PUBLISH'}`,
    content: calendarFile({
      // The token's hash is stable and names nothing: the same entry across its mails.
      uid: `booking-${booking.tokenHash.slice(0, 24)}@retrofitsmartergreener.co.uk`,
      start: booking.startsAt,
      end: booking.endsAt,
      stamp: now,
      summary: `Survey visit: ${listing.name}`,
      description: `Survey visit by ${listing.name} for ${booking.name} (${booking.phone}).`,
      method,
    }),
  };
}

export function confirmBookingMail(listing: Listing, booking: Booking, link: string): Mail {
  return {
    to: booking.email,
    subject: `Confirm your survey visit with ${listing.name}`,
    template: 'booking-confirm',
    body: [
      `Hello ${booking.name},`,
      '',
      `You asked ${listing.name} for a survey visit on ${visitTime(booking.startsAt)}.`,
      `We hold this time for you for ${limits.bookingHoldMinutes} minutes. Open this link to confirm it:`,
      '',
      link,
      '',
      'If you did not ask for this visit, ignore this mail and the time will be released.',
      ...signOff,
    ].join('\n'),
  };
}

export function bookingConfirmedMail(
  listing: Listing,
  booking: Booking,
  link: string,
  now: Date,
): Mail {
  return {
    to: booking.email,
    subject: `Survey visit booked with ${listing.name}`,
    template: 'booking-confirmed',
    body: [
      `Hello ${booking.name},`,
      '',
      `Your survey visit with ${listing.name} is booked for ${visitTime(booking.startsAt)}.`,
      'The calendar entry is attached. To cancel, open:',
      '',
      link,
      ...signOff,
    ].join('\n'),
    attachments: [calendarEntry(listing, booking, now)],
  };
}

export function newBookingMail(listing: Listing, booking: Booking, to: string, now: Date): Mail {
  return {
    to,
    subject: `New survey visit: ${visitTime(booking.startsAt)}`,
    template: 'booking-new',
    body: [
      `Hello ${listing.name},`,
      '',
      `${booking.name} has booked a survey visit for ${visitTime(booking.startsAt)}.`,
      '',
      `Email: ${booking.email}`,
      `Phone: ${booking.phone}`,
      booking.note ? `Note: ${booking.note}` : '',
      '',
      'The calendar entry is attached. You can see and cancel bookings on your dashboard.',
      ...signOff,
    ]
      .filter((line, index, all) => line !== '' || all[index - 1] !== '')
      .join('\n'),
    attachments: [calendarEntry(listing, booking, now)],
  };
}

export function bookingCancelledMail(
  listing: Listing,
  booking: Booking,
  to: string,
  greeting: string,
  now: Date,
): Mail {
  return {
    to,
    subject: `Survey visit cancelled: ${visitTime(booking.startsAt)}`,
    template: 'booking-cancelled',
    body: [
      `Hello ${greeting},`,
      '',
      `The survey visit of ${visitTime(booking.startsAt)} (${listing.name} with ${booking.name}) has been cancelled.`,
      ...signOff,
    ].join('\n'),
    attachments: [calendarEntry(listing, booking, now, 'CANCEL')],
  };
}
