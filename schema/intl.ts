// Formatters made at their first use. Building an Intl formatter, above all one with a time zone,
// takes 20–140 ms on a slow phone: a module that made its own as it loaded made every page whose
// app loads that module pay for it, shown or not (issue 27: waking a profile paid 139 ms for a
// month-and-year format that only a verified review shows).

/** `format` of an `Intl.DateTimeFormat`, made on the first call. */
export function dateFormatter(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): (value: Date | number) => string {
  let formatter: Intl.DateTimeFormat | undefined;
  return (value) => {
    formatter ??= new Intl.DateTimeFormat(locale, options);
    return formatter.format(value);
  };
}

/** `format` of an `Intl.NumberFormat`, made on the first call. */
export function numberFormatter(
  locale: string,
  options: Intl.NumberFormatOptions,
): (value: number) => string {
  let formatter: Intl.NumberFormat | undefined;
  return (value) => {
    formatter ??= new Intl.NumberFormat(locale, options);
    return formatter.format(value);
  };
}
