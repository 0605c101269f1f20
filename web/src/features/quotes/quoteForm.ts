import type * as v from 'valibot';
import type { quoteContactRules, quoteProjectRules } from '#schema/rules';
import { inWords } from '#schema/words';
import type { QuoteTarget } from '../../entities/quote/useQuoteDialog';
import { readStoredHomeowner } from '../../lib/storedHomeowner';

/** Step 1 of a quote request, as typed (checked with `quoteProjectRules`). */
export const emptyProject = { propertySize: '', timeline: '', description: '' };
export type QuoteProject = typeof emptyProject;

/** Step 2, as typed (checked with `quoteContactRules`). */
export const emptyContact = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  customerAddress: '',
  customerPostcode: '',
};
export type QuoteContact = typeof emptyContact;

/**
 * A signed-in homeowner's contact part: name and e-mail from their account, phone, address and
 * postcode from the record kept since login (the app's quote form and the account island's fill).
 */
export function accountContact(
  user: { name: string; email: string },
  storedJson: string | null,
): QuoteContact {
  const stored = readStoredHomeowner(storedJson);
  return {
    customerName: user.name,
    customerEmail: user.email,
    customerPhone: stored.phone ?? '',
    customerAddress: stored.address ?? '',
    customerPostcode: stored.postcode ?? '',
  };
}

/** Sets one field of a form's values. */
export type FieldSetter<Values> = (field: keyof Values & string, value: string) => void;

/** 'A', 'A and B', 'A, B and C'. */
export const namesOf = (targets: readonly QuoteTarget[]) =>
  inWords(targets.map((target) => target.name));

/**
 * What POST /api/quote-requests receives: the checked fields and who they are for, the spec's
 * `tradesmanId` for one trade and `tradesmanIds` for several (docs/product/public-site.md §3,
 * §10.10). The names are for the toast and analytics; the server ignores them.
 */
export function quoteRequestBody(
  targets: readonly QuoteTarget[],
  project: v.InferOutput<typeof quoteProjectRules>,
  contact: v.InferOutput<typeof quoteContactRules>,
) {
  const [only] = targets;
  const recipients =
    targets.length === 1 && only
      ? { tradesmanId: only.id }
      : { tradesmanIds: targets.map((target) => target.id) };
  return { ...recipients, tradesmanName: namesOf(targets), ...project, ...contact };
}
