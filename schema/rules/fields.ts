// Building blocks for input rules. Each field carries one message, used for a missing value,
// a wrong type and a failed check alike, so the API answers with the field's own words.
import * as v from 'valibot';
import { limits } from '../limits';

/**
 * Starts a required field. valibot reports a missing key with the object's generic message, so a
 * missing value becomes '' here and the field's own check then refuses it with the field's message.
 */
const present = (message: string) => v.optional(v.string(message), '');

export const textMessages = {
  singleLine: 'Must be a single line of text without control characters',
  multiLine: 'Must not contain control characters other than line breaks and tabs',
} as const;

// Control characters: C0, DEL and C1, plus the Unicode line and paragraph separators.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const singleLineControls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// The same but for newlines and tabs (CR LF and lone CR were made LF before this check).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const multiLineControls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/;
/**
 * Something a reader can see: not whitespace, not a control, format (zero-width space, BOM, joiners,
 * direction marks), unassigned or combining character alone, and not one of the blank "letters"
 * (Hangul fillers, braille blank) that look like nothing.
 */
const visibleCharacter = /[^\s\p{C}\p{M}\p{Z}\u115f\u1160\u3164\uffa0\u2800]/u;

export const hasVisibleText = (value: string) => visibleCharacter.test(value);
export const isSingleLine = (value: string) => !singleLineControls.test(value);

const singleLine = () => v.check(isSingleLine, textMessages.singleLine);
const multiLine = () =>
  v.pipe(
    v.string(),
    v.transform((value) => value.replace(/\r\n?/g, '\n')),
    v.check((value) => !multiLineControls.test(value), textMessages.multiLine),
  );

/** A required one-line field: visible text, no control characters (so no header injection). */
export const requiredText = (message: string, max: number = limits.shortTextMax) =>
  v.pipe(
    present(message),
    v.trim(),
    v.check(hasVisibleText, message),
    singleLine(),
    v.maxLength(max, `Must be at most ${max} characters`),
  );

/** A required multi-line field: visible text; newlines and tabs are the only controls kept. */
export const requiredMultilineText = (message: string, max: number = limits.longTextMax) =>
  v.pipe(
    present(message),
    v.trim(),
    v.check(hasVisibleText, message),
    multiLine(),
    v.maxLength(max, `Must be at most ${max} characters`),
  );

const blankAsEmpty = () =>
  v.pipe(
    v.optional(v.nullable(v.string('Must be text')), ''),
    v.transform((value) => (value ?? '').trim()),
    // Only invisible characters count as left blank.
    v.transform((value) => (hasVisibleText(value) ? value : '')),
  );

/** Optional one-line text: missing, null and blank all become ''. */
export const optionalText = (max: number = limits.shortTextMax) =>
  v.pipe(blankAsEmpty(), singleLine(), v.maxLength(max, `Must be at most ${max} characters`));

/** Optional multi-line text: missing, null and blank all become ''. */
export const optionalMultilineText = (max: number = limits.longTextMax) =>
  v.pipe(blankAsEmpty(), multiLine(), v.maxLength(max, `Must be at most ${max} characters`));

/**
 * Optional multi-line text cut to `max` characters instead of refused (an import's descriptions,
 * copied from elsewhere): missing, null and blank all become ''.
 */
export const cutMultilineText = (max: number) =>
  v.pipe(
    blankAsEmpty(),
    multiLine(),
    v.transform((value) => value.slice(0, max)),
  );

export const emailField = (message: string) =>
  v.pipe(
    present(message),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty(message),
    v.email(message),
    v.maxLength(254, message),
  );

export const passwordField = (message: string, minLength = 0) =>
  v.pipe(
    present(message),
    v.nonEmpty(message),
    v.minLength(minLength, message),
    v.maxLength(200, 'Password must be at most 200 characters'),
  );

/** A positive whole-number id, given as a number or a numeric string (route params are text). */
export const idField = (message: string) =>
  v.pipe(
    v.optional(v.union([v.number(), v.string()], message), ''),
    v.check((value) => typeof value === 'number' || /^\d+$/.test(value), message),
    v.transform(Number),
    v.integer(message),
    v.minValue(1, message),
  );

export const picklistField = <const Options extends readonly string[]>(
  options: Options,
  message: string,
) =>
  v.pipe(
    present(message),
    v.picklist(options as unknown as Options & [string, ...string[]], message),
  );

export const optionalUrl = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.maxLength(500, message),
    v.check((value) => value === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value), message),
  );

/**
 * A list of one-line items that may arrive as an array or as text split by `separator` (comma for
 * services, docs/product/public-site.md §3; comma and space for article tags, §5).
 */
export const textList = ({
  itemMax = limits.shortTextMax,
  maxItems = 50,
  separator = ',',
  itemName = 'items',
}: {
  itemMax?: number;
  maxItems?: number;
  separator?: string;
  itemName?: string;
} = {}) =>
  v.pipe(
    v.optional(v.union([v.array(v.string()), v.string()], 'Must be a list'), []),
    v.transform((value) =>
      (Array.isArray(value) ? value : value.split(separator))
        .map((item) => item.trim())
        .filter(hasVisibleText),
    ),
    v.maxLength(maxItems, `At most ${maxItems} ${itemName}`),
    v.check((items) => items.every(isSingleLine), textMessages.singleLine),
    v.check(
      (items) => items.every((item) => item.length <= itemMax),
      `Each item must be at most ${itemMax} characters`,
    ),
  );

/** A list whose items must all come from a catalogue. */
export const catalogueList = (options: readonly string[], label: string) =>
  v.pipe(
    textList(),
    v.check(
      (items) => items.every((item) => options.includes(item)),
      `${label} must come from: ${options.join(', ')}`,
    ),
  );

export const booleanField = (message: string) => v.boolean(message);

export const requestMessages = {
  exactObject: 'The request must be one JSON object with only the expected fields.',
} as const;

const isPlainObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/**
 * A body that must be exactly one object of these fields. valibot's objects take an array (it has
 * no fields, so every optional one reads as missing) and drop unknown fields however deeply
 * nested; for a decision, a body like that is a broken client, refused before anything changes.
 */
export const exactObject = <const Entries extends v.ObjectEntries>(entries: Entries) =>
  v.pipe(
    v.custom<Record<string, unknown>>(isPlainObject, requestMessages.exactObject),
    v.strictObject(entries, requestMessages.exactObject),
  );
