import { describe, expect, it } from 'vitest';
import { findPlan, type Plan } from '#schema/plans';
import { annualSaving, formatPounds, periodPrice } from './planPricing';

const starter = findPlan('starter') as Plan;
const premium = findPlan('premium') as Plan;

describe('plan pricing', () => {
  it('charges ten months for a year on every screen and shows two months saved', () => {
    expect(periodPrice(starter, 'annual')).toBe(190);
    expect(annualSaving(starter)).toBe(38);
    expect(periodPrice(premium, 'annual')).toBe(990);
    expect(annualSaving(premium)).toBe(198);
  });

  it('charges the monthly price per month', () => {
    expect(periodPrice(starter, 'monthly')).toBe(19);
  });

  it('writes whole pounds bare and other amounts with pence', () => {
    expect(formatPounds(19)).toBe('£19');
    expect(formatPounds(510.2)).toBe('£510.20');
  });
});
