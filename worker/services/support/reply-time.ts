// When a Premium support request must be answered (docs/product/business-side.md §10.8): one
// working day, that is the next working day at the same time on the UK clock. Saturday and Sunday
// are not working days; bank holidays are not modelled (the promise is kept a day early then).
const zone = 'Europe/London';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: zone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The wall-clock reading in London of an instant, as if that reading were UTC. */
function londonWallClock(instant: number): number {
  const field = (type: string) =>
    Number(parts.formatToParts(instant).find((part) => part.type === type)?.value);
  return Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
}

/** The instant London's clock reads `wall` (a reading as UTC milliseconds). */
function fromLondonWallClock(wall: number): number {
  // The offset at the guess is right unless the guess and the answer straddle a clock change;
  // a second pass with the answer's own offset settles that.
  const first = wall - (londonWallClock(wall) - wall);
  return wall - (londonWallClock(first) - first);
}

const dayMs = 86_400_000;

/** The next working day at the same London time; Friday, Saturday and Sunday all lead to Monday. */
export function replyBy(sent: Date): Date {
  const wall = londonWallClock(sent.getTime()) - (sent.getTime() % 1000);
  let next = wall + dayMs;
  while ([0, 6].includes(new Date(next).getUTCDay())) next += dayMs;
  return new Date(fromLondonWallClock(next) + (sent.getTime() % 1000));
}

const dueFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: zone,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Monday 30 March at 14:00" on the UK clock, for mails. */
export function formatReplyBy(due: Date): string {
  const get = (type: string) =>
    dueFormat.formatToParts(due).find((part) => part.type === type)?.value ?? '';
  return `${get('weekday')} ${get('day')} ${get('month')} at ${get('hour')}:${get('minute')}`;
}
