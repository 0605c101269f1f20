// The checker's questions, the measures and the grants trades can claim
// (docs/product/public-site.md §10.9; issue 28): what the browser needs to ask and to link, kept
// apart from the scheme catalogue (schema/grant-schemes.ts), which only the server reads, so no
// page's code carries the catalogue.

/** The checker's questions and their answers (the API's query parameters). */
export const grantQuestions = {
  tenure: ['owner', 'landlord', 'tenant', 'social'],
  country: ['england', 'wales', 'scotland', 'ni'],
  heating: ['gas', 'oil', 'lpg', 'electric', 'coal', 'none', 'heat-pump'],
  offGasGrid: ['yes', 'no'],
  propertyType: ['house', 'flat'],
  newBuild: ['yes', 'no'],
  epc: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'none'],
  income: ['under36k', 'over36k'],
  benefits: ['yes', 'no'],
} as const;
export type GrantQuestion = keyof typeof grantQuestions;
export type GrantAnswers = { [Q in GrantQuestion]: (typeof grantQuestions)[Q][number] };

/** What a homeowner may be considering (the `measures` parameter, a comma list). */
export const grantMeasures = [
  'heat-pump',
  'air-to-air',
  'biomass',
  'solar-pv',
  'battery',
  'insulation',
  'ev-charger',
] as const;
export type GrantMeasure = (typeof grantMeasures)[number];

export const grantMeasureLabels: Readonly<Record<GrantMeasure, string>> = {
  'heat-pump': 'Heat pump (air-to-water or ground source)',
  'air-to-air': 'Air-to-air heat pump',
  biomass: 'Biomass boiler',
  'solar-pv': 'Solar panels (PV)',
  battery: 'Home battery',
  insulation: 'Insulation',
  'ev-charger': 'EV charger',
};

/**
 * The directory service that delivers each measure, for the result's "find installers" link; a
 * biomass boiler has none in the directory yet.
 */
export const grantMeasureServices = {
  'heat-pump': 'Heat Pump Installation',
  'air-to-air': 'Heat Pump Installation',
  biomass: null,
  'solar-pv': 'Solar Panel Installation',
  battery: 'Battery Storage Systems',
  insulation: 'Wall/Loft Insulation',
  'ev-charger': 'EV Charging Installation',
} as const satisfies Record<GrantMeasure, string | null>;

export const grantStatuses = ['eligible', 'depends', 'not-eligible'] as const;
export type GrantStatus = (typeof grantStatuses)[number];

/** Schemes a directory search may filter by: trades who can claim them for the homeowner. */
export const claimableGrants = ['bus'] as const;
export type ClaimableGrant = (typeof claimableGrants)[number];
/** The measures a claimable grant's installer filter takes (`measure=` beside `grant=bus`). */
export const claimableGrantMeasures = ['heat-pump', 'air-to-air'] as const;
export type ClaimableGrantMeasure = (typeof claimableGrantMeasures)[number];

/** How a directory card names the grant its trades can claim (docs/product/public-site.md §10.9). */
export const claimableGrantNames: Readonly<Record<ClaimableGrant, string>> = {
  bus: 'Boiler Upgrade Scheme',
};
