import { describe, expect, it } from 'vitest';
import { credentials } from './catalogues';
import { credentialSchemeIds, mcsScopeIds, scopeIdsOf } from './credential-ids';
import { credentialSchemes, plainCredentialSchemes } from './credential-schemes';

describe('the credential catalogue', () => {
  it('has exactly the ids of credential-ids.ts, in order, and the scopes each scheme lists there', () => {
    expect(credentialSchemes.map((scheme) => scheme.id)).toEqual([...credentialSchemeIds]);
    for (const scheme of credentialSchemes) {
      expect(scheme.scopes.map((scope) => scope.id)).toEqual([...(scopeIdsOf[scheme.id] ?? [])]);
    }
    expect(scopeIdsOf.mcs).toEqual(mcsScopeIds);
  });

  it('maps every plain certification choice onto a scheme', () => {
    expect(Object.keys(plainCredentialSchemes).sort()).toEqual([...credentials].sort());
  });
});
