// The credential catalogue's ids alone (schema/credential-schemes.ts has the names, hints, formats
// and registers). The directory's query rule and URL reading need only these, and every public
// page carries those, so the ids stay this small (scripts/bundle/initial-load.test.ts).
export const credentialSchemeIds = [
  'mcs',
  'gas-safe',
  'niceic',
  'napit',
  'oftec',
  'hetas',
  'trustmark',
  'pas-2030',
  'recc',
  'competent-person',
  'insurance',
] as const;
export type CredentialSchemeId = (typeof credentialSchemeIds)[number];

export const mcsScopeIds = [
  'solar-pv',
  'air-source-heat-pump',
  'ground-source-heat-pump',
  'air-to-air-heat-pump',
  'battery-storage',
  'solar-thermal',
  'biomass',
] as const;
/** Every scope of every scheme: only MCS certifies by scope. */
export const credentialScopeIds = mcsScopeIds;
export type CredentialScopeId = (typeof credentialScopeIds)[number];

/** The scopes each scheme can cover; a scheme not named covers its members' whole trade. */
export const scopeIdsOf: Partial<Record<CredentialSchemeId, readonly CredentialScopeId[]>> = {
  mcs: mcsScopeIds,
};
