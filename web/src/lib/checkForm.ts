import * as v from 'valibot';

/** Each field's first message, keyed by field name. */
export type FieldErrors<Fields> = Partial<Record<keyof Fields & string, string>>;

export type FormCheck<Schema extends v.GenericSchema> =
  | { valid: true; input: v.InferOutput<Schema> }
  | { valid: false; errors: FieldErrors<v.InferInput<Schema>> };

/** Checks form values with a shared rule from `schema/rules`, so the form and the API agree. */
export function checkForm<Schema extends v.GenericSchema>(
  schema: Schema,
  values: unknown,
): FormCheck<Schema> {
  const result = v.safeParse(schema, values);
  if (result.success) return { valid: true, input: result.output };
  const nested: Record<string, readonly string[] | undefined> =
    v.flatten(result.issues).nested ?? {};
  const errors: FieldErrors<v.InferInput<Schema>> = {};
  for (const [field, messages] of Object.entries(nested)) {
    if (messages?.[0]) errors[field as keyof typeof errors] = messages[0];
  }
  return { valid: false, errors };
}
