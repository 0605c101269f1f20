const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  // The same day on the server that renders the page as in the visitor's browser.
  timeZone: 'Europe/London',
});

/** '3 Mar 2026', the way UK readers write a date. */
export const formatDate = (isoDate: string) => dayMonthYear.format(new Date(isoDate));
