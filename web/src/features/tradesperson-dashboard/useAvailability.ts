import type { InferRequestType, InferResponseType } from 'hono/client';
import useSWR from 'swr';
import { api, unwrap } from '../../api/client';

export type AvailabilityInput = InferRequestType<typeof api.tradesman.availability.$put>['json'];
export type UpcomingBooking = InferResponseType<
  typeof api.tradesman.bookings.$get,
  200
>['bookings'][number];

const availabilityKey = '/api/tradesman/availability';
const ownBookingsKey = '/api/tradesman/bookings';

/** The published weekly hours (null before any), or a 403 below Professional. */
export function useAvailability() {
  return useSWR(availabilityKey, () => unwrap(api.tradesman.availability.$get()));
}

export function useOwnBookings() {
  return useSWR(ownBookingsKey, () => unwrap(api.tradesman.bookings.$get()));
}
