import type * as v from 'valibot';
import type { quoteContactRules, quoteProjectRules } from '#schema/rules';
import { inWords } from '#schema/words';
import type { QuoteTarget } from '../../entities/quote/useQuoteDialog';
import { checkForm, type FieldErrors } from '../../lib/checkForm';
import type { PostedForm } from '../../lib/postedForm';

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

/** A form part's starting values and messages. */
export interface FormStart<Fields> {
  values: Fields;
  errors: FieldErrors<Fields>;
}

/**
 * One part of the quote form as the page posted it without script (routes/posted-forms.ts): its
 * fields as sent and, unless the request went, each field's message from the same rule.
 */
export function postedPart<Fields extends Record<string, string>>(
  rules: v.GenericSchema,
  empty: Fields,
  posted: PostedForm,
): FormStart<Fields> {
  const values = Object.fromEntries(
    Object.keys(empty).map((field) => [field, posted.values[field] ?? '']),
  ) as Fields;
  const check = posted.sent ? null : checkForm(rules, values);
  return { values, errors: check && !check.valid ? (check.errors as FieldErrors<Fields>) : {} };
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
