// Building blocks for input rules. Each field carries one message, used for a missing value,
// a wrong type and a failed check alike, so the API answers with the field's own words.
import * as v from 'valibot';
import { limits } from '../limits';

/**
 * Starts a required field. valibot reports a missing key with the object's generic message, so a
 * missing value becomes '' here and the field's own check then refuses it with the field's message.
 */
const present = (message: string) => v.optional(v.string(message), '');

export const requiredText = (message: string, max: number = limits.shortTextMax) =>
  v.pipe(
    present(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, `Must be at most ${max} characters`),
  );

/** Optional free text: missing, null and blank all become ''. */
export const optionalText = (max: number = limits.shortTextMax) =>
  v.pipe(
    v.optional(v.nullable(v.string('Must be text')), ''),
    v.transform((value) => (value ?? '').trim()),
    v.maxLength(max, `Must be at most ${max} characters`),
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

/** A text list that may arrive as an array or as comma-separated text (spec §3). */
export const textList = (itemMax: number = limits.shortTextMax) =>
  v.pipe(
    v.optional(v.union([v.array(v.string()), v.string()], 'Must be a list'), []),
    v.transform((value) =>
      (Array.isArray(value) ? value : value.split(','))
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    ),
    v.maxLength(50, 'Too many items'),
    v.check((items) => items.every((item) => item.length <= itemMax), 'An item is too long'),
  );

export const booleanField = (message: string) => v.boolean(message);
