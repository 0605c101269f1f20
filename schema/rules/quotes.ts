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

export const quoteRequestRules = v.object({
  tradesmanId: idField(quoteMessages.tradesman),
  ...quoteProjectRules.entries,
  ...quoteContactRules.entries,
});
export type QuoteRequestInput = v.InferOutput<typeof quoteRequestRules>;

export const quoteStatusRules = v.object({
  status: picklistField(quoteStatuses, quoteMessages.status),
});
