import { type SubmitEvent, useState } from 'react';
import type * as v from 'valibot';
import { checkForm, type FieldErrors } from '../../lib/checkForm';

/** The fields that hold text, which a text input or textarea edits. */
export type TextField<Values> = {
  [Field in keyof Values & string]: Values[Field] extends string ? Field : never;
}[keyof Values & string];

export interface Form<Values, Output> {
  values: Values;
  /** Each field's message from the last check; editing a field clears its message. */
  errors: FieldErrors<Values>;
  /** Something differs from the starting values (or from the last `markSaved`). */
  isDirty: boolean;
  setField: <Field extends keyof Values & string>(field: Field, value: Values[Field]) => void;
  setErrors: (errors: FieldErrors<Values>) => void;
  /** A text input's or textarea's name, value and change handler, bound to one field. */
  field: (name: TextField<Values>) => {
    name: string;
    value: string;
    onChange: (event: { currentTarget: { value: string } }) => void;
  };
  /** The values as the rule outputs them, or null with each failing field's message shown. */
  check: () => Output | null;
  /** A form's onSubmit: no page load, then `onValid` with the checked values when they pass. */
  submit: (onValid: (input: Output) => unknown) => (event: SubmitEvent<HTMLFormElement>) => void;
  /** Back to the given values (the starting ones by default), clean and without messages. */
  reset: (next?: Values) => void;
  /** Takes these values as saved: the form stays as it is but is no longer dirty for them. */
  markSaved: (saved: Partial<Values>) => void;
}

const sameValues = <Values extends object>(a: Values, b: Values) =>
  (Object.keys(a) as (keyof Values)[]).every(
    (field) => JSON.stringify(a[field]) === JSON.stringify(b[field]),
  );

/**
 * A form's state over one shared rule from `schema/rules`, so the form and the API agree on what
 * is valid: typed values, per-field messages, dirtiness and a submit handler.
 */
export function useForm<Schema extends v.GenericSchema, Values extends object>(
  rules: Schema,
  initial: Values,
  /** Messages to show from the start: a server's answer to the same form, posted without script. */
  initialErrors: FieldErrors<Values> = {},
): Form<Values, v.InferOutput<Schema>> {
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>(initialErrors);

  function setField<Field extends keyof Values & string>(field: Field, value: Values[Field]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  const field = (name: TextField<Values>) => ({
    name,
    value: values[name] as string,
    onChange: (event: { currentTarget: { value: string } }) =>
      setField(name, event.currentTarget.value as Values[typeof name]),
  });

  function check() {
    const result = checkForm(rules, values);
    if (result.valid) {
      setErrors({});
      return result.input;
    }
    setErrors(result.errors as FieldErrors<Values>);
    return null;
  }

  const submit =
    (onValid: (input: v.InferOutput<Schema>) => unknown) =>
    (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      const input = check();
      if (input !== null) onValid(input);
    };

  function reset(next: Values = initial) {
    setValues(next);
    setBaseline(next);
    setErrors({});
  }

  function markSaved(saved: Partial<Values>) {
    setBaseline((previous) => ({ ...previous, ...saved }));
  }

  return {
    values,
    errors,
    isDirty: !sameValues(values, baseline),
    setField,
    setErrors,
    field,
    check,
    submit,
    reset,
    markSaved,
  };
}
