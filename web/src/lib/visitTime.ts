import { dateFormatter } from '#schema/intl';

// Survey-visit times shown as London's clocks show them, whatever the browser's own zone
// (docs/product/business-side.md §10.5).
const zone = 'Europe/London';

const dayFormat = dateFormatter('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: zone,
});
const longDayFormat = dateFormatter('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: zone,
});
const timeFormat = dateFormatter('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: zone,
});
const dayKeyFormat = dateFormatter('en-CA', { timeZone: zone });

/** 'Wed 2 Dec' */
export const visitDay = (iso: string) => dayFormat(new Date(iso));
/** 'Wednesday 2 December' */
export const visitLongDay = (iso: string) => longDayFormat(new Date(iso));
/** '09:45' */
export const visitClock = (iso: string) => timeFormat(new Date(iso));
/** 'Wednesday 2 December at 09:45' */
export const visitWhen = (iso: string) => `${visitLongDay(iso)} at ${visitClock(iso)}`;
/** The London day of an instant, YYYY-MM-DD, to group slots by. */
export const visitDayKey = (iso: string) => dayKeyFormat(new Date(iso));

/** The calendar day `count` days after `day` (both YYYY-MM-DD). */
export function addDaysTo(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}
