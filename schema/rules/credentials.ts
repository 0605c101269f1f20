// Inputs of the credential ledger (docs/product/business-side.md §10.1; issue 25): a trade records
// a credential, an admin rejects one with a reason or corrects it as the register shows it.
import * as v from 'valibot';
import {
  credentialSchemeIds,
  credentialScopeIds,
  findCredentialScheme,
} from '../credential-schemes';
import { exactObject, idField, optionalText, requiredText } from './fields';

export const credentialMessages = {
  scheme: `Choose a scheme: one of ${credentialSchemeIds.join(', ')}`,
  number: 'Enter the membership or policy number',
  numberFormat: (hint: string) => `That number does not look right. ${hint}`,
  scopes: 'Tick what the certificate covers',
  unknownScope: 'Choose scopes the scheme covers',
  expiresOn: 'Enter the expiry date as YYYY-MM-DD',
  expiresInPast: 'The expiry date must be in the future',
  insurer: 'Enter the insurer',
  coverAmount: 'Enter the cover amount in whole pounds, e.g. 2000000',
  document: 'Choose one of your uploaded documents',
  reason: 'Please give the reason for rejecting this credential',
  nothingToCorrect: 'Change at least one of the number, scopes or expiry date',
  notFound: 'Credential not found',
  noListing: 'Save your business profile first',
} as const;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day: 2026-02-30 is refused. */
export function isCalendarDay(value: string) {
  if (!isoDay.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** Today in UTC as `YYYY-MM-DD`: a credential is current while its expiry day is later. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

const day = () =>
  v.pipe(
    v.optional(v.string(credentialMessages.expiresOn), ''),
    v.trim(),
    v.check(isCalendarDay, credentialMessages.expiresOn),
  );

const scopeList = () =>
  v.optional(
    v.array(
      v.picklist(credentialScopeIds, credentialMessages.unknownScope),
      credentialMessages.scopes,
    ),
    [],
  );

/** A form's empty field ('') is no value, as null is. */
const blankIsNull = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.number(), v.string()], message)), null),
    v.transform((value) => (typeof value === 'string' && value.trim() === '' ? null : value)),
  );

const coverAmount = () =>
  v.pipe(
    blankIsNull(credentialMessages.coverAmount),
    v.nullable(
      v.pipe(
        v.union([v.number(), v.string()]),
        v.transform((value) => (typeof value === 'string' ? value.trim() : value)),
        v.check(
          (value) => typeof value === 'number' || /^\d{1,10}$/.test(value),
          credentialMessages.coverAmount,
        ),
        v.transform(Number),
        v.integer(credentialMessages.coverAmount),
        v.minValue(1, credentialMessages.coverAmount),
        v.maxValue(1_000_000_000, credentialMessages.coverAmount),
      ),
    ),
  );

const schemeOf = (input: { scheme: string }) => findCredentialScheme(input.scheme);
const scopesOf = (input: { scheme: string }) => schemeOf(input)?.scopes ?? [];

/** POST /api/tradesman/credentials. */
export const credentialRules = v.pipe(
  exactObject({
    scheme: v.picklist(credentialSchemeIds, credentialMessages.scheme),
    number: requiredText(credentialMessages.number, 40),
    scopes: scopeList(),
    expiresOn: v.pipe(
      day(),
      // The browser checks with its clock and the server with its own; both in UTC days.
      v.check((value) => value > utcDay(new Date()), credentialMessages.expiresInPast),
    ),
    documentId: v.pipe(
      blankIsNull(credentialMessages.document),
      v.check(
        (value) =>
          value === null ||
          (typeof value === 'number'
            ? Number.isInteger(value) && value > 0
            : /^\d{1,12}$/.test(value)),
        credentialMessages.document,
      ),
      v.transform((value) => (value === null ? null : Number(value))),
    ),
    insurer: optionalText(100),
    coverAmount: coverAmount(),
  }),
  // The per-scheme checks: the number's shape, and scopes only (and at least one) where it has them.
  v.forward(
    v.check(
      (input) => schemeOf(input)?.numberPattern.test(input.number) ?? true,
      (issue) =>
        credentialMessages.numberFormat(
          findCredentialScheme(String((issue.input as { scheme?: unknown }).scheme))?.numberHint ??
            '',
        ),
    ),
    ['number'],
  ),
  v.forward(
    v.check(
      (input) => input.scopes.every((scope) => scopesOf(input).some((known) => known.id === scope)),
      credentialMessages.unknownScope,
    ),
    ['scopes'],
  ),
  v.forward(
    v.check(
      (input) => scopesOf(input).length === 0 || input.scopes.length > 0,
      credentialMessages.scopes,
    ),
    ['scopes'],
  ),
  v.forward(
    v.check(
      (input) => input.scheme !== 'insurance' || input.insurer !== '',
      credentialMessages.insurer,
    ),
    ['insurer'],
  ),
  v.forward(
    v.check(
      (input) => input.scheme !== 'insurance' || input.coverAmount !== null,
      credentialMessages.coverAmount,
    ),
    ['coverAmount'],
  ),
);
export type CredentialInput = v.InferOutput<typeof credentialRules>;

/** POST /api/admin/credentials/{id}/reject: the reason is mailed to the trade. */
export const credentialRejectionRules = exactObject({
  reason: requiredText(credentialMessages.reason, 500),
});

/**
 * PUT /api/admin/credentials/{id}: the number, scopes or expiry as the register shows them. A past
 * expiry is allowed: the register may show a credential has already lapsed.
 */
export const credentialCorrectionRules = v.pipe(
  exactObject({
    number: v.optional(requiredText(credentialMessages.number, 40)),
    scopes: v.optional(
      v.array(
        v.picklist(credentialScopeIds, credentialMessages.unknownScope),
        credentialMessages.scopes,
      ),
    ),
    expiresOn: v.optional(day()),
  }),
  v.check(
    (input) =>
      input.number !== undefined || input.scopes !== undefined || input.expiresOn !== undefined,
    credentialMessages.nothingToCorrect,
  ),
);
export type CredentialCorrection = v.InferOutput<typeof credentialCorrectionRules>;

/** GET /api/admin/credentials?status=… */
export const credentialQueueRules = v.object({
  status: v.optional(
    v.picklist(['pending', 'verified', 'rejected', 'expired', 'declared'], 'Unknown status'),
    'pending',
  ),
});

export const credentialIdField = idField(credentialMessages.notFound);
