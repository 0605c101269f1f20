// The weekly activity chart's series and week names, shared by its bars and its table.
import { dateFormatter } from '#schema/intl';

export const activitySeries = [
  { key: 'quoteRequests', label: 'Quote requests', color: 'teal.solid' },
  { key: 'registrations', label: 'Registrations', color: 'orange.solid' },
] as const;

export interface ActivityWeek {
  weekStart: string;
  quoteRequests: number;
  registrations: number;
}

const weekStartDate = (weekStart: string) => new Date(`${weekStart}T00:00:00Z`);
const dayMonth = dateFormatter('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const monthOnly = dateFormatter('en-GB', { month: 'short', timeZone: 'UTC' });

/** '8 Sept': the week's first day. */
export const weekLabel = (weekStart: string) => dayMonth(weekStartDate(weekStart));
export const weekDay = (weekStart: string) => String(weekStartDate(weekStart).getUTCDate());
export const weekMonth = (weekStart: string) => monthOnly(weekStartDate(weekStart));

/**
 * Round steps for a count axis, from 0 to at or above `max`: steps of 1, 2 or 5 times a power of
 * ten, about four of them, never a fraction (the counts are whole).
 */
export function axisTicks(max: number): number[] {
  const rough = Math.max(max, 1) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((factor) => factor * power).find((s) => s >= rough) ?? 1,
  );
  const top = step * Math.max(1, Math.ceil(max / step));
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}
