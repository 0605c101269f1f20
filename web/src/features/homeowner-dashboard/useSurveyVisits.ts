import type { InferResponseType } from 'hono/client';
import useSWR from 'swr';
import { api, unwrap } from '../../api/client';

export type SurveyVisit = InferResponseType<typeof api.bookings.$get, 200>['bookings'][number];

/** The signed-in homeowner's upcoming survey visits, soonest first. */
export function useSurveyVisits() {
  return useSWR('/api/bookings', () => unwrap(api.bookings.$get()));
}
