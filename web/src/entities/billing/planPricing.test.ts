import { describe, expect, it } from 'vitest';
import { findPlan, type Plan } from '#schema/plans';
import { annualSaving, formatPounds, periodPrice } from './planPricing';

const starter = findPlan('starter') as Plan;
const premium = findPlan('premium') as Plan;

describe('plan pricing', () => {
  it('charges registration ten months for a year and shows two months saved', () => {
    expect(periodPrice(starter, 'annual', 'registration')).toBe(190);
    expect(annualSaving(starter, 'registration')).toBe(38);
  });

  it('charges an upgrade monthly × 12 × 0.9 for a year, a 10% saving', () => {
    expect(periodPrice(premium, 'annual', 'upgrade')).toBe(1069.2);
    expect(annualSaving(premium, 'upgrade')).toBe(118.8);
  });

  it('charges the monthly price per month in either flow', () => {
    expect(periodPrice(starter, 'monthly', 'upgrade')).toBe(19);
  });

  it('writes whole pounds bare and other amounts with pence', () => {
    expect(formatPounds(19)).toBe('£19');
    expect(formatPounds(205.2)).toBe('£205.20');
  });
});
