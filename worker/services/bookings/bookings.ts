// Survey-visit availability and bookings (docs/product/business-side.md §10.5,
// docs/decisions/017-booking-slots-and-holds.md). This folder is the one writer of
// listing_availability and bookings.
import { and, asc, eq, gt, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { limits } from '../../../schema/limits';
import { planIncludes } from '../../../schema/plans';
import { type AvailabilityInput, type BookingInput, bookingMessages } from '../../../schema/rules';
import { type BookingRow, bookings, listingAvailability } from '../../../schema/tables/bookings';
import { type TradesmanRow, tradesmen } from '../../../schema/tables/listings';
import type { Database } from '../../db';
import { isUniqueViolation } from '../../lib/db-errors';
import { fail } from '../../lib/errors';
import { addDays, londonDay, londonIso } from '../../lib/london-time';
import { hashToken, newToken } from '../accounts/tokens';
import { planInForce } from '../listings/plans';
import { newMailLease, queueMail, queueMailIf } from '../mail/outbox';
import {
  bookingCancelledMail,
  bookingConfirmedMail,
  confirmBookingMail,
  manageLink,
  newBookingMail,
} from './mails';
import { type Availability, daySlots, openSlots } from './slots';

type Listing = Pick<
  TradesmanRow,
  'id' | 'name' | 'ownerId' | 'contactEmail' | 'plan' | 'paidUntil' | 'cancelAtPeriodEnd'
> & { verificationStatus: string };

const offersBooking = (listing: Listing, now: Date) =>
  listing.verificationStatus !== 'rejected' &&
  planIncludes(planInForce(listing, now), 'direct-booking');

export async function findAvailability(db: Database, listingId: number) {
  const [row] = await db
    .select()
    .from(listingAvailability)
    .where(eq(listingAvailability.tradesmanId, listingId));
  return row ? { weekly: row.weekly, slotMinutes: row.slotMinutes, blackout: row.blackout } : null;
}

export function saveAvailability(db: Database, listingId: number, input: AvailabilityInput) {
  const values = { ...input, updatedAt: new Date() };
  return db
    .insert(listingAvailability)
    .values({ tradesmanId: listingId, ...values })
    .onConflictDoUpdate({ target: listingAvailability.tradesmanId, set: values });
}

/** A booking holds its slot while confirmed, or pending with its hold still running. */
const holdsSlot = (now: Date) =>
  or(eq(bookings.status, 'confirmed'), gt(bookings.holdUntil, now)) as SQL;

async function takenStarts(db: Database, listingId: number, from: number, to: number, now: Date) {
  const rows = await db
    .select({ startsAt: bookings.startsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.tradesmanId, listingId),
        gte(bookings.startsAt, new Date(from)),
        lt(bookings.startsAt, new Date(to)),
        holdsSlot(now),
      ),
    );
  return new Set(rows.map((row) => row.startsAt.getTime()));
}

/**
 * The open slots of a listing's bookable window from `from` (a London day; today when earlier or
 * missing), as ISO times with London's offset; null when the listing takes no bookings.
 */
export async function listOpenSlots(
  db: Database,
  listing: Listing,
  from: string | undefined,
  now: Date,
) {
  if (!offersBooking(listing, now)) return null;
  const availability = await findAvailability(db, listing.id);
  if (!availability || availability.weekly.length === 0) return null;
  const today = londonDay(now);
  const lastDay = addDays(today, limits.slotHorizonDays);
  const firstDay = from && from > today ? from : today;
  const days = Math.max(0, Math.min(limits.slotWindowDays, daysBetween(firstDay, lastDay)));
  const rangeStart = Date.parse(`${firstDay}T00:00:00Z`) - 86_400_000;
  const rangeEnd = Date.parse(`${addDays(firstDay, days)}T00:00:00Z`) + 86_400_000;
  const taken = await takenStarts(db, listing.id, rangeStart, rangeEnd, now);
  const starts = openSlots(availability, firstDay, days, now, taken);
  return {
    slotMinutes: availability.slotMinutes,
    from: firstDay,
    slots: starts.map((start) => ({ start: londonIso(start) })),
  };
}

const daysBetween = (first: string, last: string) =>
  Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000);

/** The slot a booking names, if the listing offers it now: its start and end as instants. */
function offeredSlot(availability: Availability, start: number, now: Date) {
  const day = londonDay(start);
  const today = londonDay(now);
  if (start <= now.getTime() || day > addDays(today, limits.slotHorizonDays)) return null;
  if (!daySlots(availability, day).includes(start)) return null;
  return { startsAt: new Date(start), endsAt: new Date(start + availability.slotMinutes * 60_000) };
}

export interface Booker {
  id: number;
  role: string;
  email: string;
}

/**
 * Books a slot. A signed-in resident booking under their own address is confirmed at once; anyone
 * else's booking is held for `bookingHoldMinutes` until the mailed link proves the address. The
 * insert and the mails are one batch, which first deletes an expired hold of the same slot; the
 * unique index on (listing, start) refuses a second holder whatever the timing (409).
 */
export async function createBooking(
  db: Database,
  listing: Listing,
  input: BookingInput,
  booker: Booker | null,
  { now, siteUrl }: { now: Date; siteUrl: string },
) {
  if (!offersBooking(listing, now)) fail(403, bookingMessages.notOffered);
  const availability = await findAvailability(db, listing.id);
  if (!availability) fail(403, bookingMessages.notOffered);
  const slot = offeredSlot(availability, Date.parse(input.start), now);
  if (!slot) fail(400, bookingMessages.slotUnavailable);
  const resident = booker?.role === 'resident' ? booker : null;
  const proven = resident !== null && resident.email === input.email;
  const { token, tokenHash } = await newToken();
  const booking = {
    tradesmanId: listing.id,
    homeownerId: resident?.id ?? null,
    ...slot,
    name: input.name,
    email: input.email,
    phone: input.phone,
    note: input.note,
    status: proven ? ('confirmed' as const) : ('pending' as const),
    holdUntil: proven ? null : new Date(now.getTime() + limits.bookingHoldMinutes * 60_000),
    tokenHash,
    createdAt: now,
  };
  const link = manageLink(siteUrl, token);
  const lease = newMailLease(now);
  const mails = proven
    ? confirmedMails(listing, booking, link, now)
    : [confirmBookingMail(listing, booking, link)];
  try {
    const [, [row]] = await db.batch([
      db
        .delete(bookings)
        .where(
          and(
            eq(bookings.tradesmanId, listing.id),
            eq(bookings.startsAt, slot.startsAt),
            eq(bookings.status, 'pending'),
            lte(bookings.holdUntil, now),
          ),
        ),
      db.insert(bookings).values(booking).returning(),
      ...mails.map((mail) => queueMail(db, { ...mail, userId: resident?.id }, lease)),
    ]);
    if (!row) throw new Error('booking insert returned nothing');
    return { booking: row, mailLeaseId: lease.leaseId };
  } catch (error) {
    if (isUniqueViolation(error)) fail(409, bookingMessages.slotTaken);
    throw error;
  }
}

function confirmedMails(
  listing: Listing,
  booking: Parameters<typeof newBookingMail>[1],
  link: string,
  now: Date,
) {
  return [
    bookingConfirmedMail(listing, booking, link, now),
    ...(listing.contactEmail ? [newBookingMail(listing, booking, listing.contactEmail, now)] : []),
  ];
}

export async function findBookingByToken(db: Database, token: string) {
  if (!token) return null;
  const [row] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.tokenHash, await hashToken(token)));
  return row ?? null;
}

export async function findBooking(db: Database, id: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row ?? null;
}

/**
 * Confirms a held booking by its mailed link while the hold runs. The mails are queued only if
 * the update happens (same condition, same batch), so two clicks send them once.
 */
export async function confirmBooking(
  db: Database,
  listing: Listing,
  booking: BookingRow,
  { now, siteUrl, token }: { now: Date; siteUrl: string; token: string },
) {
  const stillHeld = and(
    eq(bookings.id, booking.id),
    eq(bookings.status, 'pending'),
    gt(bookings.holdUntil, now),
  ) as SQL;
  const held = sql`exists (select 1 from ${bookings} where ${stillHeld})`;
  const mails = confirmedMails(listing, booking, manageLink(siteUrl, token), now);
  const confirm = db
    .update(bookings)
    .set({ status: 'confirmed', holdUntil: null })
    .where(stillHeld)
    .returning({ id: bookings.id });
  const [first, ...rest] = mails.map((mail) =>
    queueMailIf(db, { ...mail, userId: booking.homeownerId ?? undefined }, held),
  );
  const results = await db.batch(first ? [first, ...rest, confirm] : [confirm]);
  const updated = results.at(-1) as { id: number }[];
  if (updated.length === 0) fail(410, bookingMessages.linkInvalid);
}

/**
 * Cancels a booking: the row goes, so its slot is free at once. The other side hears of it, in the
 * same batch, only if this request is the one that deleted it.
 */
export async function cancelBooking(
  db: Database,
  listing: Listing,
  booking: BookingRow,
  by: 'homeowner' | 'trade',
  now: Date,
) {
  const exists = sql`exists (select 1 from ${bookings} where ${bookings.id} = ${booking.id})`;
  // The homeowner always hears of the trade's cancelling; the trade only of a visit it was told of.
  const notices =
    by === 'trade'
      ? [bookingCancelledMail(listing, booking, booking.email, booking.name, now)]
      : booking.status === 'confirmed' && listing.contactEmail
        ? [bookingCancelledMail(listing, booking, listing.contactEmail, listing.name, now)]
        : [];
  const remove = db.delete(bookings).where(eq(bookings.id, booking.id));
  const [notice] = notices.map((mail) =>
    queueMailIf(db, { ...mail, userId: booking.homeownerId ?? undefined }, exists),
  );
  await (notice ? db.batch([notice, remove]) : remove);
}

/** The trade's upcoming bookings: confirmed ones and holds still running, soonest first. */
export async function listUpcomingBookings(db: Database, listingId: number, now: Date) {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.tradesmanId, listingId), gte(bookings.endsAt, now), holdsSlot(now)))
    .orderBy(asc(bookings.startsAt));
  return rows.map((row) => ({
    id: row.id,
    start: londonIso(row.startsAt.getTime()),
    end: londonIso(row.endsAt.getTime()),
    name: row.name,
    email: row.email,
    phone: row.phone,
    note: row.note,
    status: row.status,
  }));
}

/**
 * The upcoming visits a homeowner booked while signed in, with each trade's name, soonest first:
 * the ones their session may cancel (a visit booked signed out is managed by its mailed link).
 */
export async function listHomeownerVisits(db: Database, homeownerId: number, now: Date) {
  const rows = await db
    .select({ booking: bookings, tradesman: { id: tradesmen.id, name: tradesmen.name } })
    .from(bookings)
    .innerJoin(tradesmen, eq(tradesmen.id, bookings.tradesmanId))
    .where(and(eq(bookings.homeownerId, homeownerId), gte(bookings.endsAt, now), holdsSlot(now)))
    .orderBy(asc(bookings.startsAt));
  return rows.map(({ booking, tradesman }) => ({
    id: booking.id,
    start: londonIso(booking.startsAt.getTime()),
    end: londonIso(booking.endsAt.getTime()),
    status: booking.status,
    tradesman,
  }));
}

/** Expired holds, deleted by the hourly job; reads already treat them as free. */
export async function dropExpiredHolds(db: Database, now: Date) {
  const gone = await db
    .delete(bookings)
    .where(and(eq(bookings.status, 'pending'), lte(bookings.holdUntil, now)))
    .returning({ id: bookings.id });
  return gone.length;
}
