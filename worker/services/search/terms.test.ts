import { describe, expect, it } from 'vitest';
import { matchExpression } from './fts';
import { suggestSearch } from './suggest';
import { readPostcodeField, readSearchTerms } from './terms';

const expression = (query: string) => {
  const terms = readSearchTerms(query);
  const words = terms.groups.filter((group) => group.services.length === 0);
  return matchExpression(
    words.flatMap((group) => group.words),
    terms.prefixWord,
  );
};

describe('reading a search', () => {
  it('maps everyday words to catalogue services in any order and form', () => {
    expect(readSearchTerms('panel solar').groups).toEqual([
      { words: ['solar', 'panel'], services: ['Solar Panel Installation'] },
    ]);
    expect(readSearchTerms('insulating lofts').groups).toEqual([
      { words: ['insulating', 'lofts'], services: ['Wall/Loft Insulation'] },
    ]);
    expect(readSearchTerms('living wall').groups[0]?.services).toEqual(['Green Roofing']);
    expect(readSearchTerms('home battery storage').groups).toHaveLength(1);
  });

  it('reads full and partial postcodes and towns as the place', () => {
    for (const query of ['AL1', 'al1 3', 'AL13', 'AL1 3AB', 'al13ab']) {
      expect(readSearchTerms(query).postcode, query).toEqual({
        district: 'AL1',
        location: 'St Albans',
      });
    }
    expect(readSearchTerms('SG1 2AB loft').place).toBe('Stevenage');
    expect(readSearchTerms('WD17').place).toBe('Watford');
    expect(readSearchTerms('solar in Hemel Hempstead').place).toBe('Dacorum');
    expect(readSearchTerms('N1 solar').postcode).toEqual({ district: 'N1', location: null });
    expect(readPostcodeField('cm23')).toEqual({ district: 'CM23', location: 'East Hertfordshire' });
    expect(readPostcodeField('St Albans')).toBeNull();
  });

  it('quotes every word, so FTS syntax typed by a user is only words', () => {
    expect(expression('x" OR NEAR(y* -z')).toBe('"x" AND "or" AND "y" AND "z"*');
    expect(expression('installers near me')).toBeNull();
  });

  it('completes an unfinished last word to the one vocabulary word it can start', () => {
    expect(readSearchTerms('home batt').groups[0]?.services).toEqual(['Battery Storage Systems']);
    expect(readSearchTerms('wal').groups[0]?.services).toEqual([]);
  });

  it('sends only unknown words to the index, the last one as a prefix', () => {
    expect(expression('solar pan')).toBe('"pan"*');
    expect(expression('EV')).toBeNull();
    expect(readSearchTerms('EV').groups).toEqual([
      { words: ['ev'], services: ['EV Charging Installation'] },
    ]);
  });
});

describe('did you mean', () => {
  it.each([
    ['heatpump', 'heat pump'],
    ['insulaton', 'insulation'],
    ['solar insulaton', 'solar insulation'],
    ['harpendon', 'harpenden'],
  ])('suggests %s → %s', (typed, suggestion) => {
    expect(suggestSearch(typed)).toBe(suggestion);
  });

  it('suggests nothing for words it knows or cannot place', () => {
    expect(suggestSearch('solar')).toBeNull();
    expect(suggestSearch('zzzzzz')).toBeNull();
  });
});
