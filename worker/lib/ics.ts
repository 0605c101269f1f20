// A one-event iCalendar file (RFC 5545) for a booking's confirmation mail: CRLF line ends, text
// escaped, lines folded at 75 octets, times in UTC so every calendar shows the same instant.

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  stamp: Date;
  summary: string;
  description: string;
  /** CANCEL for a cancelled visit, so a calendar that imported the entry removes it. */
  method?: 'PUBLISH' | 'CANCEL';
}

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values: backslash, semicolon, comma escaped; line breaks as \n; other controls dropped. */
const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n?|\n/g, '\\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '');

/** Folds a content line into 75-octet pieces, never splitting a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let piece = '';
  for (const character of line) {
    const limit = pieces.length === 0 ? 75 : 74;
    if (encoder.encode(piece + character).length > limit) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

export function calendarFile(event: CalendarEvent): string {
  const method = event.method ?? 'PUBLISH';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Retrofit Smarter Greener//Survey visits//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
