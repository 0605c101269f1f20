// Formatters made at their first use. Building an Intl formatter, above all one with a time zone,
// takes 20–140 ms on a slow phone: a module that made its own as it loaded made every page whose
// app loads that module pay for it, shown or not (issue 27: waking a profile paid 139 ms for a
// month-and-year format that only a verified review shows).

/** The `format` of a formatter that `make` builds on the first call. */
function formatOnFirstUse<Value>(make: () => { format: (value: Value) => string }) {
  let formatter: { format: (value: Value) => string } | undefined;
  return (value: Value): string => {
    formatter ??= make();
    return formatter.format(value);
  };
}

/** `format` of an `Intl.DateTimeFormat`, made on the first call. */
export const dateFormatter = (locale: string, options: Intl.DateTimeFormatOptions) =>
  formatOnFirstUse<Date | number>(() => new Intl.DateTimeFormat(locale, options));

/** `format` of an `Intl.NumberFormat`, made on the first call. */
export const numberFormatter = (locale: string, options: Intl.NumberFormatOptions) =>
  formatOnFirstUse<number>(() => new Intl.NumberFormat(locale, options));
