// The grant and scheme catalogue behind /grants and GET /api/grants/check
// (docs/product/public-site.md §10.9; issue 28; docs/decisions/021-grant-rules-are-dated-data.md).
// Every fact the checker states is here, once: amounts per measure, the conditions that make a
// home ineligible or "depends", the dates each applies between, the official source and the day
// it was last read. The rules are evaluated against a given date by
// worker/services/grants/check.ts, so a change announced for a known date is written now, with
// its date, and takes effect by itself. A figure not yet confirmed on an official page carries
// `uncertain` (what is known, and from where) and is shown as such.

import {
  type ClaimableGrant,
  type ClaimableGrantMeasure,
  claimableGrantMeasures,
  claimableGrantNames,
  type GrantAnswers,
  type GrantMeasure,
  type GrantQuestion,
  type GrantStatus,
} from './grant-questions';

/** Some answers; a condition or amount applies when every named question has one of its values. */
export type AnswerMatch = { [Q in GrantQuestion]?: readonly GrantAnswers[Q][] };

/** A date range, ISO days, both ends included; a missing end is open. */
export interface Dated {
  from?: string;
  until?: string;
}

/** A figure not yet on an official page: what is known and where it comes from. */
export interface Uncertain {
  note: string;
  source: string;
}

export interface SchemeAmount extends Dated {
  measure: GrantMeasure;
  /** What the homeowner gets, as shown: '£7,500', 'Up to £30,000', '0% VAT'. */
  text: string;
  /** Only for homes matching these answers; the first matching amount of a measure wins. */
  when?: AnswerMatch;
  uncertain?: Uncertain;
}

export interface SchemeCondition extends Dated {
  /** The answers that trigger it; every named question must match. */
  when: AnswerMatch;
  status: Exclude<GrantStatus, 'eligible'>;
  /** One sentence, shown as the reason. */
  reason: string;
  /** Only for these measures; every measure when left out. */
  measures?: readonly GrantMeasure[];
}

export interface GrantScheme {
  id: string;
  name: string;
  /** First and last day the scheme is open; the checker never shows it outside them. */
  startsOn: string | null;
  endsOn: string | null;
  sourceUrl: string;
  /** The day the facts here were last read against the source. */
  lastChecked: string;
  amounts: readonly SchemeAmount[];
  conditions: readonly SchemeCondition[];
  /** The reason when nothing rules the home out. */
  eligibleReason: string;
  /** What the homeowner must do next. */
  action: string;
  /** A directory filter for trades who can claim it for the homeowner (docs §10.9). */
  installerFilter?: { grant: ClaimableGrant; measures: readonly ClaimableGrantMeasure[] };
}

/** Within this many days of a scheme's end, the checker says it ends soon. */
export const endingSoonDays = 60;

/** The day the Boiler Upgrade Scheme's categories change (issue 28). */
export const busCategoryChange = '2026-07-21';

const boilerUpgradeScheme: GrantScheme = {
  id: 'bus',
  name: claimableGrantNames.bus,
  startsOn: '2022-05-23',
  endsOn: null,
  sourceUrl: 'https://www.gov.uk/apply-boiler-upgrade-scheme',
  lastChecked: '2026-11-25',
  amounts: [
    {
      measure: 'heat-pump',
      from: busCategoryChange,
      when: { offGasGrid: ['yes'], heating: ['oil', 'lpg'] },
      text: '£9,000',
      uncertain: {
        note: 'From 21 July 2026 the grant depends on being off the gas grid and the fuel replaced; £9,000 for replacing oil or LPG off the gas grid is quoted by secondary sources and not yet on gov.uk.',
        source: 'issue 28 (secondary sources)',
      },
    },
    { measure: 'heat-pump', text: '£7,500' },
    { measure: 'air-to-air', from: '2026-04-28', text: '£2,500' },
    { measure: 'biomass', text: '£5,000' },
  ],
  conditions: [
    {
      when: { country: ['scotland', 'ni'] },
      status: 'not-eligible',
      reason: 'The Boiler Upgrade Scheme covers England and Wales only.',
    },
    {
      when: { tenure: ['tenant'] },
      status: 'not-eligible',
      reason: 'Only the owner can apply, so ask your landlord about it.',
    },
    {
      when: { tenure: ['social'] },
      status: 'not-eligible',
      reason: 'Social housing is not covered by the Boiler Upgrade Scheme.',
    },
    {
      when: { newBuild: ['yes'] },
      status: 'not-eligible',
      reason: 'New builds still being built are not covered (custom self-builds can be).',
    },
    {
      when: { heating: ['heat-pump'] },
      status: 'not-eligible',
      reason: 'It pays to replace fossil-fuel heating, and your home already has a heat pump.',
    },
    {
      when: { heating: ['none'] },
      status: 'not-eligible',
      reason: 'It pays to replace existing fossil-fuel heating (gas, oil, LPG, electric or coal).',
    },
    {
      measures: ['air-to-air'],
      until: '2026-04-27',
      when: {},
      status: 'not-eligible',
      reason: 'Air-to-air heat pumps are funded from 28 April 2026.',
    },
    {
      measures: ['biomass'],
      when: { offGasGrid: ['no'] },
      status: 'not-eligible',
      reason: 'Biomass boilers are funded only in rural homes off the gas grid.',
    },
    {
      measures: ['biomass'],
      when: { offGasGrid: ['yes'] },
      status: 'depends',
      reason: 'Biomass boilers are funded only in rural homes; Ofgem checks your address.',
    },
    {
      when: { epc: ['none'] },
      status: 'depends',
      reason: 'You need a valid Energy Performance Certificate before your installer applies.',
    },
  ],
  eligibleReason:
    'You own the home, it is in England or Wales, it has a valid EPC and the heat pump replaces fossil-fuel heating.',
  action:
    'Your MCS-certified installer applies and takes the grant off your quote; answer Ofgem’s consent e-mail within 14 days, and the work must be done within 120 days.',
  installerFilter: { grant: 'bus', measures: claimableGrantMeasures },
};

const warmHomesLocalGrant: GrantScheme = {
  id: 'warm-homes-local-grant',
  name: 'Warm Homes: Local Grant',
  startsOn: '2025-04-01',
  endsOn: '2028-03-31',
  sourceUrl: 'https://www.gov.uk/apply-warm-homes-local-grant',
  lastChecked: '2026-11-25',
  amounts: [
    { measure: 'insulation', text: 'Up to £30,000, fully funded' },
    { measure: 'heat-pump', text: 'Up to £30,000, fully funded' },
    { measure: 'solar-pv', text: 'Up to £30,000, fully funded' },
  ],
  conditions: [
    {
      when: { country: ['wales', 'scotland', 'ni'] },
      status: 'not-eligible',
      reason: 'Warm Homes: Local Grant is for homes in England.',
    },
    {
      when: { tenure: ['social'] },
      status: 'not-eligible',
      reason: 'It is for owner-occupied and privately rented homes, not social housing.',
    },
    {
      when: { epc: ['A', 'B', 'C'] },
      status: 'not-eligible',
      reason: 'It is for homes rated D to G, and yours is rated C or better.',
    },
    {
      when: { epc: ['none'] },
      status: 'depends',
      reason: 'It is for homes rated D to G; your council checks the rating if you have no EPC.',
    },
    {
      when: { income: ['over36k'], benefits: ['no'] },
      status: 'depends',
      reason:
        'With a household income over £36,000 and no means-tested benefits, only living in an eligible postcode can qualify you.',
    },
  ],
  eligibleReason:
    'Your home is rated D to G and your household income is under £36,000 or you receive means-tested benefits.',
  action:
    'Apply to your council (in St Albans through the National Energy Foundation); they assess the home and arrange the work.',
};

const vatMeasures = [
  'heat-pump',
  'air-to-air',
  'biomass',
  'solar-pv',
  'battery',
  'insulation',
] as const;
const vatConditions: SchemeCondition[] = [
  {
    measures: ['ev-charger'],
    when: {},
    status: 'not-eligible',
    reason: 'EV chargers (and green roofs) are not energy-saving materials for VAT.',
  },
];
const vatAction =
  'Nothing to apply for: your installer charges the lower rate when they supply and install the work together.';
const vatSource =
  'https://www.gov.uk/guidance/vat-on-energy-saving-materials-and-heating-equipment-notice-7086';

const zeroRateVat: GrantScheme = {
  id: 'vat-zero',
  name: '0% VAT on energy-saving materials',
  startsOn: '2022-04-01',
  endsOn: '2027-03-31',
  sourceUrl: vatSource,
  lastChecked: '2026-11-25',
  amounts: vatMeasures.map((measure) => ({ measure, text: '0% VAT instead of 20%' })),
  conditions: vatConditions,
  eligibleReason:
    'Insulation, heat pumps, solar panels, batteries and controls supplied and installed together carry no VAT.',
  action: vatAction,
};

const reducedRateVat: GrantScheme = {
  ...zeroRateVat,
  id: 'vat-reduced',
  name: '5% VAT on energy-saving materials',
  startsOn: '2027-04-01',
  endsOn: null,
  amounts: vatMeasures.map((measure) => ({ measure, text: '5% VAT instead of 20%' })),
  eligibleReason:
    'Insulation, heat pumps, solar panels, batteries and controls supplied and installed together carry 5% VAT.',
};

const evChargepointGrant: GrantScheme = {
  id: 'ev-chargepoint',
  name: 'EV chargepoint grant for renters and flat owners',
  startsOn: '2022-04-01',
  endsOn: null,
  sourceUrl:
    'https://www.find-government-grants.service.gov.uk/grants/electric-vehicle-chargepoint-grant-for-renters-and-flat-owners-1',
  lastChecked: '2026-11-25',
  // The grant's own page (sourceUrl), as issue 28 gives it: the landlords' grant rising to £500 is
  // another scheme's figure (docs/decisions/021-grant-rules-are-dated-data.md).
  amounts: [{ measure: 'ev-charger', text: '75% of the cost, up to £350' }],
  conditions: [
    {
      when: { tenure: ['owner'], propertyType: ['house'] },
      status: 'not-eligible',
      reason: 'It is for people who own and live in a flat or who rent their home.',
    },
    {
      when: { tenure: ['landlord'] },
      status: 'depends',
      reason: 'Landlords have a separate OZEV grant for the homes they let.',
    },
  ],
  eligibleReason:
    'You rent your home or own and live in a flat; you also need your own off-street parking and an eligible electric vehicle.',
  action:
    'Choose an OZEV-authorised installer: they check your eligibility, send you OZEV’s form and claim the grant.',
};

const smartExportGuarantee: GrantScheme = {
  id: 'seg',
  name: 'Smart Export Guarantee',
  startsOn: '2020-01-01',
  endsOn: null,
  sourceUrl: 'https://www.ofgem.gov.uk/environmental-and-social-schemes/smart-export-guarantee-seg',
  lastChecked: '2026-11-25',
  amounts: [
    {
      measure: 'solar-pv',
      text: 'Paid for the electricity you export; your supplier sets the rate',
    },
  ],
  conditions: [
    {
      when: { country: ['ni'] },
      status: 'not-eligible',
      reason: 'The Smart Export Guarantee covers Great Britain, not Northern Ireland.',
    },
  ],
  eligibleReason:
    'Solar panels installed with an MCS certificate can be paid for what they export.',
  action:
    'Choose an MCS-certified installer, keep the MCS certificate, then pick an export tariff from a licensed supplier.',
};

/** Every scheme the checker knows, in the order results are shown. */
export const grantSchemes: readonly GrantScheme[] = [
  boilerUpgradeScheme,
  warmHomesLocalGrant,
  zeroRateVat,
  reducedRateVat,
  evChargepointGrant,
  smartExportGuarantee,
];
