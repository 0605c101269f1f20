import { dateFormatter } from '#schema/intl';

/** A formatter of ISO dates, made at its first use (schema/intl.ts). */
function formatterOf(options: Intl.DateTimeFormatOptions) {
  const format = dateFormatter('en-GB', options);
  return (isoDate: string) => format(new Date(isoDate));
}

/** '3 Mar 2026', the way UK readers write a date. */
export const formatDate = formatterOf({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  // The same day on the server that renders the page as in the visitor's browser.
  timeZone: 'Europe/London',
});

/** 'Mon 30 Mar, 14:00' on the UK clock: a due time, which a weekday makes easier to place. */
export const formatDateTime = formatterOf({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
});
