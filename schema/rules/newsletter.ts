import * as v from 'valibot';
import { newsletterUserTypes } from '../catalogues';
import { emailField, picklistField } from './fields';

export const newsletterMessages = {
  missingTitle: 'Missing Information',
  missing: "Please enter your email and select whether you're a homeowner or tradesperson.",
  duplicate: 'This email is already subscribed to our newsletter.',
} as const;

export const newsletterRules = v.object({
  email: emailField(newsletterMessages.missing),
  userType: picklistField(newsletterUserTypes, newsletterMessages.missing),
});
export type NewsletterInput = v.InferOutput<typeof newsletterRules>;
