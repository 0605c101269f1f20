// Calendar arithmetic in Europe/London, where the site's trades work (docs/decisions/017-booking-
// slots-and-holds.md). Wall times are turned into instants with the zone's offset AT that instant,
// so a slot at 09:00 is 09:00 GMT in winter and 09:00 BST in summer, and the clock-change days
// have their 23 or 25 hours.
const zone = 'Europe/London';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: zone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallClockOf(instant: number) {
  const parts = Object.fromEntries(
    partsFormat.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    utcOfWall: Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  };
}

/** London's offset from UTC at an instant, in minutes (0 in GMT, 60 in BST). */
export function londonOffsetMinutes(instant: number): number {
  return Math.round((wallClockOf(instant).utcOfWall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The London calendar day (YYYY-MM-DD) holding an instant. */
export const londonDay = (instant: Date | number) => wallClockOf(Number(instant)).date;

const dateParts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** The day `count` calendar days after `day` (both YYYY-MM-DD). */
export function addDays(day: string, count: number): string {
  const [year, month, date] = dateParts(day);
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday for a calendar day. */
export function weekdayOf(day: string): number {
  const [year, month, date] = dateParts(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/** The Monday starting the week that holds `day`. */
export const mondayOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

/**
 * The instant London's clocks show `time` (HH:MM) on `day`, or null when that wall time does not
 * exist (the hour skipped when the clocks go forward). A time that happens twice (the hour
 * repeated when they go back) is its first, summer-time, occurrence.
 */
export function londonInstant(day: string, time: string): number | null {
  const [year, month, date] = dateParts(day);
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, date, hour, minute);
  // The offset is 0 or 60 minutes; try the larger first so a repeated hour gives its first instant.
  for (const offset of [60, 0]) {
    const instant = asUtc - offset * 60_000;
    const wall = wallClockOf(instant);
    if (wall.date === day && wall.time === time) return instant;
  }
  return null;
}

/** An instant as ISO 8601 with London's offset of the moment (2026-03-30T09:00:00+01:00). */
export function londonIso(instant: number): string {
  const offset = londonOffsetMinutes(instant);
  const wall = new Date(instant + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${wall}${sign}${hours}:${minutes}`;
}
