import type * as v from 'valibot';
import type { quoteContactRules, quoteProjectRules } from '#schema/rules';
import type { QuoteTarget } from '../../entities/quote/useQuoteDialog';

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

/** Sets one field of a form's values. */
export type FieldSetter<Values> = (field: keyof Values & string, value: string) => void;

/**
 * What POST /api/quote-requests receives: the checked fields and who they are for
 * (docs/product/public-site.md §3).
 */
export function quoteRequestBody(
  target: QuoteTarget,
  project: v.InferOutput<typeof quoteProjectRules>,
  contact: v.InferOutput<typeof quoteContactRules>,
) {
  return { tradesmanId: target.id, tradesmanName: target.name, ...project, ...contact };
}
