import { describe, expect, it } from 'vitest';
import type { GrantAnswers, GrantMeasure } from '../../../schema/grant-questions';
import { checkGrants, nextUkMidnight, ukDay } from './check';

/** An owner-occupied, oil-heated house off the gas grid with a valid EPC of D. */
const home: GrantAnswers = {
  tenure: 'owner',
  country: 'england',
  heating: 'oil',
  offGasGrid: 'yes',
  propertyType: 'house',
  newBuild: 'no',
  epc: 'D',
  income: 'over36k',
  benefits: 'no',
};

const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const today = '2026-11-25';

function schemeOn(
  day: string,
  id: string,
  changes: Partial<GrantAnswers>,
  measures: GrantMeasure[],
) {
  return checkGrants({ ...home, ...changes }, measures, noon(day)).find((s) => s.id === id);
}

// [case, day, scheme, answers changed, measures, status, amount, reason contains]
const cases: [
  string,
  string,
  string,
  Partial<GrantAnswers>,
  GrantMeasure[],
  string,
  string | null,
  string,
][] = [
  // Boiler Upgrade Scheme
  [
    'BUS: oil off-grid owner after 21 July 2026',
    today,
    'bus',
    {},
    ['heat-pump'],
    'eligible',
    '£9,000',
    'You own the home',
  ],
  [
    'BUS: the same home the day before the change',
    '2026-07-20',
    'bus',
    {},
    ['heat-pump'],
    'eligible',
    '£7,500',
    'You own the home',
  ],
  [
    'BUS: on the day of the change',
    '2026-07-21',
    'bus',
    {},
    ['heat-pump'],
    'eligible',
    '£9,000',
    'You own the home',
  ],
  [
    'BUS: LPG off-grid after the change',
    today,
    'bus',
    { heating: 'lpg' },
    ['heat-pump'],
    'eligible',
    '£9,000',
    'You own',
  ],
  [
    'BUS: gas on the grid after the change',
    today,
    'bus',
    { heating: 'gas', offGasGrid: 'no' },
    ['heat-pump'],
    'eligible',
    '£7,500',
    'You own',
  ],
  [
    'BUS: electric off-grid after the change',
    today,
    'bus',
    { heating: 'electric' },
    ['heat-pump'],
    'eligible',
    '£7,500',
    'You own',
  ],
  [
    'BUS: a landlord may apply',
    today,
    'bus',
    { tenure: 'landlord' },
    ['heat-pump'],
    'eligible',
    '£9,000',
    'You own',
  ],
  [
    'BUS: a tenant may not',
    today,
    'bus',
    { tenure: 'tenant' },
    ['heat-pump'],
    'not-eligible',
    null,
    'ask your landlord',
  ],
  [
    'BUS: social housing may not',
    today,
    'bus',
    { tenure: 'social' },
    ['heat-pump'],
    'not-eligible',
    null,
    'Social housing',
  ],
  [
    'BUS: Scotland is out',
    today,
    'bus',
    { country: 'scotland' },
    ['heat-pump'],
    'not-eligible',
    null,
    'England and Wales',
  ],
  [
    'BUS: Wales is in',
    today,
    'bus',
    { country: 'wales' },
    ['heat-pump'],
    'eligible',
    '£9,000',
    'You own',
  ],
  [
    'BUS: a new build is out',
    today,
    'bus',
    { newBuild: 'yes' },
    ['heat-pump'],
    'not-eligible',
    null,
    'New builds',
  ],
  [
    'BUS: a home with a heat pump already',
    today,
    'bus',
    { heating: 'heat-pump' },
    ['heat-pump'],
    'not-eligible',
    null,
    'already has a heat pump',
  ],
  [
    'BUS: no heating to replace',
    today,
    'bus',
    { heating: 'none' },
    ['heat-pump'],
    'not-eligible',
    null,
    'fossil-fuel',
  ],
  [
    'BUS: no EPC depends',
    today,
    'bus',
    { epc: 'none' },
    ['heat-pump'],
    'depends',
    '£9,000',
    'valid Energy Performance Certificate',
  ],
  [
    'BUS: air-to-air from 28 April 2026',
    '2026-04-28',
    'bus',
    {},
    ['air-to-air'],
    'eligible',
    '£2,500',
    'You own',
  ],
  [
    'BUS: air-to-air the day before',
    '2026-04-27',
    'bus',
    {},
    ['air-to-air'],
    'not-eligible',
    null,
    '28 April 2026',
  ],
  [
    'BUS: biomass off the grid depends on the rural test',
    today,
    'bus',
    {},
    ['biomass'],
    'depends',
    '£5,000',
    'rural',
  ],
  [
    'BUS: biomass on the grid is out',
    today,
    'bus',
    { offGasGrid: 'no' },
    ['biomass'],
    'not-eligible',
    null,
    'off the gas grid',
  ],
  [
    'BUS: solar alone is not covered',
    today,
    'bus',
    {},
    ['solar-pv'],
    'not-eligible',
    null,
    'which you are not considering',
  ],
  // Warm Homes: Local Grant
  [
    'WH:LG: income under £36,000 with EPC D',
    today,
    'warm-homes-local-grant',
    { income: 'under36k' },
    ['insulation'],
    'eligible',
    'Up to £30,000, fully funded',
    'rated D to G',
  ],
  [
    'WH:LG: benefits with EPC G',
    today,
    'warm-homes-local-grant',
    { benefits: 'yes', epc: 'G' },
    ['insulation'],
    'eligible',
    'Up to £30,000, fully funded',
    'rated D to G',
  ],
  [
    'WH:LG: only the postcode could qualify',
    today,
    'warm-homes-local-grant',
    {},
    ['insulation'],
    'depends',
    'Up to £30,000, fully funded',
    'eligible postcode',
  ],
  [
    'WH:LG: EPC C is out',
    today,
    'warm-homes-local-grant',
    { income: 'under36k', epc: 'C' },
    ['insulation'],
    'not-eligible',
    null,
    'C or better',
  ],
  [
    'WH:LG: Wales is out',
    today,
    'warm-homes-local-grant',
    { income: 'under36k', country: 'wales' },
    ['insulation'],
    'not-eligible',
    null,
    'England',
  ],
  [
    'WH:LG: a private tenant may',
    today,
    'warm-homes-local-grant',
    { tenure: 'tenant', benefits: 'yes' },
    ['insulation'],
    'eligible',
    'Up to £30,000, fully funded',
    'rated D to G',
  ],
  [
    'WH:LG: social housing is out',
    today,
    'warm-homes-local-grant',
    { tenure: 'social', benefits: 'yes' },
    ['insulation'],
    'not-eligible',
    null,
    'social housing',
  ],
  [
    'WH:LG: last day, 31 March 2028',
    '2028-03-31',
    'warm-homes-local-grant',
    { benefits: 'yes' },
    ['insulation'],
    'eligible',
    'Up to £30,000, fully funded',
    'rated D to G',
  ],
  // VAT
  [
    '0% VAT on 31 March 2027',
    '2027-03-31',
    'vat-zero',
    {},
    ['solar-pv'],
    'eligible',
    '0% VAT instead of 20%',
    'no VAT',
  ],
  [
    '0% VAT not for an EV charger',
    today,
    'vat-zero',
    {},
    ['ev-charger'],
    'not-eligible',
    null,
    'not energy-saving materials',
  ],
  [
    '5% VAT from 1 April 2027',
    '2027-04-01',
    'vat-reduced',
    {},
    ['insulation'],
    'eligible',
    '5% VAT instead of 20%',
    '5% VAT',
  ],
  // EV chargepoint grant
  [
    'EV: a flat owner',
    today,
    'ev-chargepoint',
    { propertyType: 'flat' },
    ['ev-charger'],
    'eligible',
    '75% of the cost, up to £350',
    'off-street parking',
  ],
  [
    'EV: a tenant in a house',
    today,
    'ev-chargepoint',
    { tenure: 'tenant' },
    ['ev-charger'],
    'eligible',
    '75% of the cost, up to £350',
    'off-street parking',
  ],
  [
    'EV: £350 from 1 April 2026 too',
    '2026-04-01',
    'ev-chargepoint',
    { tenure: 'tenant' },
    ['ev-charger'],
    'eligible',
    '75% of the cost, up to £350',
    'off-street parking',
  ],
  [
    'EV: a house owner is out',
    today,
    'ev-chargepoint',
    {},
    ['ev-charger'],
    'not-eligible',
    null,
    'own and live in a flat',
  ],
  [
    'EV: a landlord depends',
    today,
    'ev-chargepoint',
    { tenure: 'landlord' },
    ['ev-charger'],
    'depends',
    '75% of the cost, up to £350',
    'separate OZEV grant',
  ],
  // Smart Export Guarantee
  [
    'SEG: solar in England',
    today,
    'seg',
    {},
    ['solar-pv'],
    'eligible',
    'Paid for the electricity you export; your supplier sets the rate',
    'MCS certificate',
  ],
  [
    'SEG: Northern Ireland is out',
    today,
    'seg',
    { country: 'ni' },
    ['solar-pv'],
    'not-eligible',
    null,
    'Great Britain',
  ],
];

describe('the grant checker rules', () => {
  it.each(cases)('%s', (_name, day, id, changes, measures, status, amount, reason) => {
    const scheme = schemeOn(day, id, changes, measures);
    expect(scheme).toBeDefined();
    expect(scheme?.status).toBe(status);
    expect(scheme?.amount).toBe(amount);
    expect(scheme?.reason).toContain(reason);
  });

  it.each([
    ['2027-03-31', ['bus', 'warm-homes-local-grant', 'vat-zero', 'ev-chargepoint', 'seg']],
    ['2027-04-01', ['bus', 'warm-homes-local-grant', 'vat-reduced', 'ev-chargepoint', 'seg']],
    ['2028-04-01', ['bus', 'vat-reduced', 'ev-chargepoint', 'seg']],
  ])('on %s shows only the schemes open that day', (day, ids) => {
    expect(checkGrants(home, [], noon(day)).map((s) => s.id)).toEqual(ids);
  });

  it.each([
    ['2027-01-29', false],
    ['2027-01-30', true],
    ['2027-03-31', true],
  ])('0%% VAT on %s says it ends soon: %s', (day, endingSoon) => {
    expect(schemeOn(day, 'vat-zero', {}, ['insulation'])).toMatchObject({
      endingSoon,
      endsOn: '2027-03-31',
    });
  });

  it('marks only the reported BUS figure as uncertain and links its installers', () => {
    const bus = schemeOn(today, 'bus', {}, ['heat-pump']);
    expect(bus?.uncertain?.note).toContain('secondary sources');
    expect(bus?.measures).toEqual([
      expect.objectContaining({
        measure: 'heat-pump',
        installers: { grant: 'bus', measure: 'heat-pump' },
      }),
    ]);
    expect(schemeOn('2026-07-20', 'bus', {}, ['heat-pump'])?.uncertain).toBeNull();
    expect(
      schemeOn(today, 'ev-chargepoint', { propertyType: 'flat' }, ['ev-charger'])?.uncertain,
    ).toBeNull();
    expect(
      schemeOn(today, 'bus', { tenure: 'tenant' }, ['heat-pump'])?.measures[0]?.installers,
    ).toBeNull();
  });

  it.each([
    ['2026-07-20T22:40:00Z', '2026-07-20T23:00:00.000Z'],
    ['2027-01-31T23:30:00Z', '2027-02-01T00:00:00.000Z'],
    // The days the clocks change (at 01:00 UTC): 28 March 2027 forward, 25 October 2026 back.
    ['2027-03-27T12:00:00Z', '2027-03-28T00:00:00.000Z'],
    ['2027-03-28T12:00:00Z', '2027-03-28T23:00:00.000Z'],
    ['2026-10-24T12:00:00Z', '2026-10-24T23:00:00.000Z'],
    ['2026-10-25T12:00:00Z', '2026-10-26T00:00:00.000Z'],
  ])('after %s the next UK day begins at %s', (now, midnight) => {
    expect(nextUkMidnight(new Date(now)).toISOString()).toBe(midnight);
  });

  it('reads the day in the UK: 23:30 UTC on 31 March 2027 is already 1 April in London summer time', () => {
    expect(ukDay(new Date('2027-03-31T23:30:00Z'))).toBe('2027-04-01');
    expect(ukDay(new Date('2027-01-31T23:30:00Z'))).toBe('2027-01-31');
  });
});
