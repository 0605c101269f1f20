import { ProtocolError } from './errors.ts';

/** A Hrana value as it appears in JSON. Integers travel as strings so that 64 bits survive. */
export type HranaValue =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string };

/** A value as libsql binds it: bigint binds as INTEGER, number always as REAL. */
export type SqlValue = null | bigint | number | string | Uint8Array;

const minInteger = -(2n ** 63n);
const maxInteger = 2n ** 63n - 1n;
const integerPattern = /^-?\d+$/;
const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function decodeValue(json: unknown): SqlValue {
  if (!isRecord(json)) throw new ProtocolError('A value must be a JSON object');
  const { type } = json;
  if (type === 'null') return null;
  if (type === 'integer') {
    const { value } = json;
    if (typeof value !== 'string' || !integerPattern.test(value)) {
      throw new ProtocolError('An integer value must be a string of decimal digits');
    }
    const integer = BigInt(value);
    if (integer < minInteger || integer > maxInteger) {
      throw new ProtocolError(`Integer value ${value} does not fit in 64 bits`);
    }
    return integer;
  }
  if (type === 'float') {
    if (typeof json.value !== 'number') throw new ProtocolError('A float value must be a number');
    return json.value;
  }
  if (type === 'text') {
    if (typeof json.value !== 'string') throw new ProtocolError('A text value must be a string');
    return json.value;
  }
  if (type === 'blob') {
    const { base64 } = json;
    if (typeof base64 !== 'string' || !base64Pattern.test(base64)) {
      throw new ProtocolError('A blob value must have a base64 string in "base64"');
    }
    return Buffer.from(base64, 'base64');
  }
  throw new ProtocolError(`Unknown value type ${JSON.stringify(type)}`);
}

/** Encodes a value read from libsql with safeIntegers on (so integers arrive as bigint). */
export function encodeValue(value: unknown): HranaValue {
  if (value === null || value === undefined) return { type: 'null' };
  if (typeof value === 'bigint') return { type: 'integer', value: value.toString() };
  if (typeof value === 'number') return { type: 'float', value };
  if (typeof value === 'string') return { type: 'text', value };
  if (value instanceof Uint8Array) {
    return { type: 'blob', base64: Buffer.from(value).toString('base64') };
  }
  throw new Error(`Cannot encode a value of type ${typeof value}`);
}
