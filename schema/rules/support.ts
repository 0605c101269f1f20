// Dedicated support (docs/product/business-side.md §10.8): what a Premium trade sends and what an
// admin replies. The browser checks the form with the same rules and messages.
import * as v from 'valibot';
import { supportStatuses } from '../catalogues';
import { limits } from '../limits';
import { exactObject, requiredMultilineText, requiredText } from './fields';

export const supportLimits = { subjectMax: 120, messageMin: 10 } as const;

export const supportMessages = {
  subject: 'Please give your request a subject',
  message: `Please describe what you need help with (at least ${supportLimits.messageMin} characters)`,
  reply: 'Please write your reply',
  premiumOnly:
    'Dedicated support is part of the Premium plan. Please use the contact form on the About page.',
  noListing: 'Create your business profile first.',
  notFound: 'Support request not found',
  alreadyAnswered: 'This support request has already been answered.',
} as const;

export const supportRequestRules = v.object({
  subject: requiredText(supportMessages.subject, supportLimits.subjectMax),
  message: v.pipe(
    requiredMultilineText(supportMessages.message, limits.longTextMax),
    v.minLength(supportLimits.messageMin, supportMessages.message),
  ),
});
export type SupportRequestInput = v.InferOutput<typeof supportRequestRules>;

export const supportReplyRules = exactObject({
  message: requiredMultilineText(supportMessages.reply, limits.longTextMax),
});

export const supportQueueRules = v.object({
  status: v.optional(v.picklist(supportStatuses, 'Status must be open or closed'), 'open'),
});
