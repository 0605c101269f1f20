const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  // The same day on the server that renders the page as in the visitor's browser.
  timeZone: 'Europe/London',
});

/** '3 Mar 2026', the way UK readers write a date. */
export const formatDate = (isoDate: string) => dayMonthYear.format(new Date(isoDate));

const dayAndTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
});

/** 'Mon 30 Mar, 14:00' on the UK clock: a due time, which a weekday makes easier to place. */
export const formatDateTime = (isoDate: string) => dayAndTime.format(new Date(isoDate));
