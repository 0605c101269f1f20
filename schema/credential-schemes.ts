// The credential catalogue (docs/product/business-side.md §10.1; issue 25): the schemes a retrofit
// trade holds, what each number looks like, the scopes it can cover and the public register an admin
// checks it against. One list, read by the worker (validation, the ledger, the directory filter)
// and the web (the forms, the profile's register links).
import type { credentials as plainCredentials } from './catalogues';
import {
  type CredentialSchemeId,
  type CredentialScopeId,
  credentialSchemeIds,
  credentialScopeIds,
} from './credential-ids';

export { type CredentialSchemeId, type CredentialScopeId, credentialSchemeIds, credentialScopeIds };

export interface CredentialScope {
  id: CredentialScopeId;
  label: string;
}

export interface CredentialScheme {
  id: CredentialSchemeId;
  name: string;
  /** Empty when the scheme covers the member's whole trade (a scope is then not asked for). */
  scopes: readonly CredentialScope[];
  /** What the number looks like, shown under the number field. */
  numberHint: string;
  /**
   * The number's format where it is well known and stable; otherwise a lenient pattern (letters,
   * digits, spaces, hyphens and slashes), because schemes reissue numbers in new shapes and a
   * refusal would stop a real member from recording one.
   */
  numberPattern: RegExp;
  /** The public register an admin checks the number against; null when there is none. */
  registerUrl: string | null;
  /** Public liability insurance is asked for separately (insurer and cover amount). */
  insurance?: true;
}

const lenientNumber = /^[A-Za-z0-9][A-Za-z0-9 ./-]{2,39}$/;

export const mcsScopes = [
  { id: 'solar-pv', label: 'Solar PV' },
  { id: 'air-source-heat-pump', label: 'Air source heat pump' },
  { id: 'ground-source-heat-pump', label: 'Ground source heat pump' },
  { id: 'air-to-air-heat-pump', label: 'Air-to-air heat pump' },
  { id: 'battery-storage', label: 'Battery storage' },
  { id: 'solar-thermal', label: 'Solar thermal' },
  { id: 'biomass', label: 'Biomass' },
] as const satisfies readonly CredentialScope[];

export const credentialSchemes = [
  {
    id: 'mcs',
    name: 'MCS',
    scopes: mcsScopes,
    numberHint: 'Your MCS certificate number, e.g. NAP-12345 or MCS 012345',
    numberPattern: lenientNumber,
    registerUrl: 'https://mcscertified.com/find-an-installer/',
  },
  {
    id: 'gas-safe',
    name: 'Gas Safe Register',
    scopes: [],
    numberHint: 'Your 6 or 7-digit Gas Safe registration number, e.g. 123456',
    numberPattern: /^\d{6,7}$/,
    registerUrl: 'https://www.gassaferegister.co.uk/find-an-engineer/',
  },
  {
    id: 'niceic',
    name: 'NICEIC',
    scopes: [],
    numberHint: 'Your NICEIC enrolment number, e.g. 600123',
    numberPattern: lenientNumber,
    registerUrl: 'https://www.niceic.com/find-a-contractor',
  },
  {
    id: 'napit',
    name: 'NAPIT',
    scopes: [],
    numberHint: 'Your NAPIT membership number, e.g. 12345',
    numberPattern: lenientNumber,
    registerUrl: 'https://www.napit.org.uk/find-an-installer',
  },
  {
    id: 'oftec',
    name: 'OFTEC',
    scopes: [],
    numberHint: 'Your OFTEC registration number, e.g. C12345',
    numberPattern: lenientNumber,
    registerUrl: 'https://www.oftec.org/consumers/find-a-technician',
  },
  {
    id: 'hetas',
    name: 'HETAS',
    scopes: [],
    numberHint: 'Your HETAS registration number, e.g. 12345',
    numberPattern: lenientNumber,
    registerUrl: 'https://www.hetas.co.uk/find-business/',
  },
  {
    id: 'trustmark',
    name: 'TrustMark',
    scopes: [],
    numberHint: 'Your TrustMark licence number, e.g. 1234567',
    numberPattern: /^\d{4,10}$/,
    registerUrl: 'https://www.trustmark.org.uk/find-a-tradesperson',
  },
  {
    id: 'pas-2030',
    name: 'PAS 2030/2035',
    scopes: [],
    numberHint: 'Your PAS 2030 certificate number from your certification body',
    numberPattern: lenientNumber,
    registerUrl: 'https://www.trustmark.org.uk/find-a-tradesperson',
  },
  {
    id: 'recc',
    name: 'RECC',
    scopes: [],
    numberHint: 'Your RECC membership number, e.g. 00012345',
    numberPattern: lenientNumber,
    registerUrl: 'https://www.recc.org.uk/consumers/find-a-member',
  },
  {
    id: 'competent-person',
    name: 'Competent Person Scheme',
    scopes: [],
    numberHint: 'Your membership number with the scheme operator',
    numberPattern: lenientNumber,
    registerUrl: 'https://www.competentperson.co.uk/',
  },
  {
    id: 'insurance',
    name: 'Public liability insurance',
    scopes: [],
    numberHint: 'The policy number on your insurance certificate',
    numberPattern: lenientNumber,
    registerUrl: null,
    insurance: true,
  },
] as const satisfies readonly CredentialScheme[];

export const insuranceSchemeId = 'insurance' satisfies CredentialSchemeId;

export function findCredentialScheme(id: string): CredentialScheme | undefined {
  return (credentialSchemes as readonly CredentialScheme[]).find((scheme) => scheme.id === id);
}

/** The scope's label within its scheme, or the id itself for a scope the scheme no longer has. */
export function scopeLabel(schemeId: string, scopeId: string): string {
  return (
    findCredentialScheme(schemeId)?.scopes.find((scope) => scope.id === scopeId)?.label ?? scopeId
  );
}

/**
 * The plain certification choices of the first version (schema/catalogues.ts `credentials`), each
 * mapped onto its scheme: a listing's old choices become declared ledger rows (migration
 * 0014_credential_ledger), never checked ones.
 */
export const plainCredentialSchemes = {
  'TrustMark Registered': 'trustmark',
  'PAS 2030 Certified': 'pas-2030',
  'Gas Safe Register': 'gas-safe',
  'MCS Certified': 'mcs',
  'NICEIC Approved': 'niceic',
  'OFTEC Registered': 'oftec',
  'HETAS Approved': 'hetas',
  'Competent Person Scheme': 'competent-person',
} as const satisfies Record<(typeof plainCredentials)[number], CredentialSchemeId>;

/**
 * A credential's life (docs/product/business-side.md §10.1): declared (an old plain choice with no
 * number yet), pending (recorded, not yet checked), verified, rejected (with a reason), expired
 * (its expiry date came; also shown at read time before the hourly job writes it).
 */
export const credentialStatuses = [
  'declared',
  'pending',
  'verified',
  'rejected',
  'expired',
] as const;
export type CredentialStatus = (typeof credentialStatuses)[number];

/** The three expiry reminders (docs/product/business-side.md §10.2), by days before expiry. */
export const credentialReminderStages = [
  { stage: '30-days', daysBefore: 30 },
  { stage: '7-days', daysBefore: 7 },
  { stage: 'expiry-day', daysBefore: 0 },
] as const;
export type CredentialReminderStage = (typeof credentialReminderStages)[number]['stage'];
