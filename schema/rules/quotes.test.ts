import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstMessage } from '../test/first-message';
import { quoteRequestRules } from './quotes';

describe('quote request rules', () => {
  const valid = {
    tradesmanId: 3,
    propertySize: '3 bed',
    timeline: 'month',
    description: 'Loft insulation for a 1930s semi',
    customerName: 'Priya Shah',
    customerEmail: 'priya@example.com',
    customerPhone: '07700 900123',
  };

  it('accept both quote forms’ timelines and make address and postcode optional', () => {
    expect(v.parse(quoteRequestRules, valid)).toMatchObject({ customerAddress: '' });
    expect(v.parse(quoteRequestRules, { ...valid, timeline: '3-months' }).timeline).toBe(
      '3-months',
    );
  });

  it('refuse a blank description and an unknown property size', () => {
    expect(firstMessage(quoteRequestRules, { ...valid, description: '   ' })).toBe(
      'Please describe your project',
    );
    expect(firstMessage(quoteRequestRules, { ...valid, propertySize: 'castle' })).toBe(
      'Please select your property size',
    );
  });
});
