import * as v from 'valibot';

/** The message of the first issue a rule reports for the input, or undefined when it passes. */
export function firstMessage(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0]?.message;
}
