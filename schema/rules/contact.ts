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

/** The sum check's two numbers, each a whole number from 1 to 10 (docs/product/public-site.md §5). */
export const humanCheckTerms = { min: 1, max: 10 } as const;

/** Whether `answer` is the sum of the check's two numbers. */
export const isRightSum = (first: number, second: number, answer: string) =>
  answer.trim() !== '' && Number(answer) === first + second;

const sumTerm = v.pipe(
  v.string(),
  v.transform(Number),
  v.integer(),
  v.minValue(humanCheckTerms.min),
  v.maxValue(humanCheckTerms.max),
);

/** The sum the About page's form carries: the two numbers its question asked. */
export const humanCheckRules = v.object({ first: sumTerm, second: sumTerm });

/**
 * The contact form as the About page posts it before its app has loaded: the message, the two
 * numbers of the sum its page drew, and the answer, checked by the server since no app did.
 */
export const postedContactRules = v.pipe(
  v.object({
    ...contactRules.entries,
    ...humanCheckRules.entries,
    answer: v.string(),
  }),
  v.forward(
    v.check(
      ({ first, second, answer }) => isRightSum(first, second, answer),
      contactFormMessages.humanCheck,
    ),
    ['answer'],
  ),
);
