import * as v from 'valibot';
import { limits } from '../limits';
import { emailField, optionalText, requiredMultilineText, requiredText } from './fields';

export const contactFormMessages = {
  name: 'Name is required',
  email: 'Valid email is required',
  message: 'Message must be at least 10 characters',
  humanCheck: 'Verification failed: Please answer the math question correctly.',
} as const;

export const contactRules = v.object({
  name: requiredText(contactFormMessages.name),
  email: emailField(contactFormMessages.email),
  phone: optionalText(40),
  subject: optionalText(),
  message: v.pipe(
    requiredMultilineText(contactFormMessages.message, limits.longTextMax),
    v.minLength(10, contactFormMessages.message),
  ),
  /** Honeypot: people never see it, so a filled one marks a bot. */
  website: v.optional(v.string(), ''),
});
export type ContactInput = v.InferOutput<typeof contactRules>;
