import { describe, expect, it } from 'vitest';
import { readPlaceText } from './placeText';

describe('a typed place', () => {
  it.each([
    ['', 'all'],
    ['  ', 'all'],
    ['st albans', 'St Albans'],
    [' WELWYN  HATFIELD ', 'Welwyn Hatfield'],
    ['al1', 'AL1'],
    ['al1  3', 'AL1 3'],
    ['sg1 2ab', 'SG1 2AB'],
    ['WD17', 'WD17'],
    ['LU1 3AB', 'LU1 3AB'],
  ])('"%s" reads as %s', (typed, place) => {
    expect(readPlaceText(typed)).toBe(place);
  });

  it.each(['St Alb', 'Harpenden', 'London', 'AL', '12345'])(
    '"%s" is neither a listed area nor a postcode',
    (typed) => {
      expect(readPlaceText(typed)).toBeNull();
    },
  );
});
