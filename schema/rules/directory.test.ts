import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstMessage } from '../test/first-message';
import { directoryQueryRules } from './directory';

describe('directory query rules', () => {
  it('refuse a negative or non-numeric offset, an unknown service, sort or location', () => {
    expect(firstMessage(directoryQueryRules, { offset: '-5' })).toBe(
      'Offset must be a whole number of 0 or more',
    );
    expect(firstMessage(directoryQueryRules, { offset: 'abc' })).toBe(
      'Offset must be a whole number of 0 or more',
    );
    expect(firstMessage(directoryQueryRules, { service: 'Plumbing' })).toMatch(/^Unknown service/);
    expect(firstMessage(directoryQueryRules, { sort: 'cheapest' })).toMatch(/^Unknown sort/);
    expect(firstMessage(directoryQueryRules, { location: 'Paris' })).toMatch(/^Unknown location/);
    for (const postcode of ['AL1', 'al1 3', 'SG1 2AB', 'WD17', 'N1']) {
      expect(v.parse(directoryQueryRules, { location: postcode }).location).toBe(postcode);
    }
    expect(firstMessage(directoryQueryRules, { credential: 'acme' })).toMatch(
      /^Unknown credential/,
    );
    expect(firstMessage(directoryQueryRules, { scope: 'loft' })).toMatch(/^Unknown scope/);
    expect(v.parse(directoryQueryRules, {})).toEqual({
      query: '',
      location: 'all',
      service: 'all',
      credential: 'all',
      scope: 'all',
      sort: 'best-match',
      grant: 'all',
      measure: 'all',
      offset: 0,
    });
    expect(v.parse(directoryQueryRules, { grant: 'bus', measure: 'heat-pump' })).toMatchObject({
      grant: 'bus',
      measure: 'heat-pump',
    });
    expect(firstMessage(directoryQueryRules, { grant: 'eco4' })).toMatch(
      /^Unknown or missing grant\./,
    );
  });
});
