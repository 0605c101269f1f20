import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import type * as v from 'valibot';
import type { PostedForm } from '../../../worker/pages/contract';

import { checkForm, type FieldErrors } from './checkForm';

export type { PostedForm };

/** The form a server-rendered page posted as plain HTML, as the page arrived with it. */
export const PostedFormContext = createContext<PostedForm | undefined>(undefined);

/**
 * The Worker's answer to the form this page posted without its app: only on the page the visit
 * began at, so moving on in the app and coming back shows a fresh form.
 */
export function usePostedForm(): PostedForm | undefined {
  const posted = useContext(PostedFormContext);
  const { key } = useLocation();
  return key === 'default' ? posted : undefined;
}

/** A form part's starting values and messages. */
export interface FormStart<Fields> {
  values: Fields;
  errors: FieldErrors<Fields>;
}

/**
 * A form (or one part of it) as the page posted it without script (worker/routes/posted-forms.ts):
 * its fields as sent and, unless the form went or only carried a choice, each field's message from
 * the same rule.
 */
export function postedPart<Fields extends Record<string, string>>(
  rules: v.GenericSchema,
  empty: Fields,
  posted: PostedForm,
): FormStart<Fields> {
  const values = Object.fromEntries(
    Object.keys(empty).map((field) => [field, posted.values[field] ?? '']),
  ) as Fields;
  const check = posted.sent || posted.choosing ? null : checkForm(rules, values);
  return { values, errors: check && !check.valid ? (check.errors as FieldErrors<Fields>) : {} };
}
