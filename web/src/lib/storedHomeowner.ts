import * as v from 'valibot';

// The stored homeowner record is only trusted field by field: another version of the app may
// have written it.
const storedFields = v.partial(
  v.object({ phone: v.string(), address: v.string(), postcode: v.string(), createdAt: v.string() }),
);

/** The contact fields of the homeowner record kept since login, or {} when absent or unreadable. */
export function readStoredHomeowner(json: string | null) {
  try {
    const parsed = v.safeParse(storedFields, JSON.parse(json ?? '{}'));
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
}
