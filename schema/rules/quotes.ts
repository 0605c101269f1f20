import * as v from 'valibot';
import { propertySizes, quoteStatuses, quoteTimelines } from '../catalogues';
import { limits } from '../limits';
import {
  emailField,
  idField,
  optionalText,
  picklistField,
  requiredMultilineText,
  requiredText,
} from './fields';

export const quoteMessages = {
  tradesman: 'Please choose a tradesperson',
  propertySize: 'Please select your property size',
  timeline: 'Please select a timeline',
  description: 'Please describe your project',
  name: 'Full name is required',
  email: 'Please enter a valid email address',
  phone: 'Phone number is required',
  status: 'Unknown quote status',
  unknownTradesman:
    'This tradesperson is no longer listed. Please choose another from the directory.',
  unknownTradesmen:
    'One of these tradespeople is no longer listed, so nothing was sent. Please choose again from the directory.',
  tooManyTradesmen: `A request can go to at most ${limits.tradesPerQuoteRequest} tradespeople`,
  tradesmanTwice: 'Choose each tradesperson once',
  oneOrMany: 'Send either tradesmanId or tradesmanIds, not both',
} as const;

/** Step 1 of the quote dialog: the project. */
export const quoteProjectRules = v.object({
  propertySize: picklistField(propertySizes, quoteMessages.propertySize),
  timeline: picklistField(quoteTimelines, quoteMessages.timeline),
  description: requiredMultilineText(quoteMessages.description, limits.longTextMax),
});

/** Step 2: the contact. Address and postcode are optional. */
export const quoteContactRules = v.object({
  customerName: requiredText(quoteMessages.name),
  customerEmail: emailField(quoteMessages.email),
  customerPhone: requiredText(quoteMessages.phone, 40),
  customerAddress: optionalText(),
  customerPostcode: optionalText(12),
});

const tradesmanIdList = v.pipe(
  v.array(idField(quoteMessages.tradesman), quoteMessages.tradesman),
  v.minLength(1, quoteMessages.tradesman),
  v.maxLength(limits.tradesPerQuoteRequest, quoteMessages.tooManyTradesmen),
  v.check((ids) => new Set(ids).size === ids.length, quoteMessages.tradesmanTwice),
);

/**
 * POST /api/quote-requests: the spec's single `tradesmanId`, or `tradesmanIds`, one to three
 * listings sent the same request (docs/product/public-site.md §10.10). Both become `tradesmanIds`.
 */
export const quoteRequestRules = v.pipe(
  v.object({
    tradesmanId: v.optional(idField(quoteMessages.tradesman)),
    tradesmanIds: v.optional(tradesmanIdList),
    ...quoteProjectRules.entries,
    ...quoteContactRules.entries,
  }),
  v.check(
    (input) => input.tradesmanId === undefined || input.tradesmanIds === undefined,
    quoteMessages.oneOrMany,
  ),
  v.check(
    (input) => input.tradesmanId !== undefined || input.tradesmanIds !== undefined,
    quoteMessages.tradesman,
  ),
  v.transform(({ tradesmanId, tradesmanIds, ...request }) => ({
    ...request,
    tradesmanIds: tradesmanIds ?? (tradesmanId === undefined ? [] : [tradesmanId]),
  })),
);
export type QuoteRequestInput = v.InferOutput<typeof quoteRequestRules>;

export const quoteStatusRules = v.object({
  status: picklistField(quoteStatuses, quoteMessages.status),
});
