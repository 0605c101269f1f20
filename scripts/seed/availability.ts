// Survey-visit hours for the demo listings whose plan includes direct booking
// (docs/product/business-side.md §10.5), so the demo's Professional and Premium profiles show
// 'Book a survey visit' as theirs would: weekdays 9 to 5, Saturday mornings, hour-long visits.
import { planIncludes } from '../../schema/plans';
import type { listingAvailability } from '../../schema/tables';
import type { SeedListing } from './listings';

export type AvailabilityRow = typeof listingAvailability.$inferInsert;

const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '17:00' }));
const saturdayMorning = { day: 6, from: '09:00', to: '13:00' };

export function buildAvailability(listings: readonly SeedListing[]): AvailabilityRow[] {
  return listings
    .filter(({ row }) => row.verificationStatus !== 'rejected')
    .filter(({ row }) => planIncludes(row.plan ?? 'free', 'direct-booking'))
    .map(({ row }) => ({
      tradesmanId: row.id,
      weekly: [...weekdays, saturdayMorning],
      slotMinutes: 60,
      blackout: [],
    }));
}
