import { describe, expect, it } from 'vitest';
import { featuresOf, planFeatures, planIds, planIncludes } from './plans';

describe('plan features', () => {
  it('grants a feature from its plan upwards and refuses it below', () => {
    expect(planIncludes('starter', 'priority-placement')).toBe(false);
    expect(planIncludes('professional', 'priority-placement')).toBe(true);
    expect(planIncludes('premium', 'priority-placement')).toBe(true);
    expect(planIncludes('free', 'basic-listing')).toBe(true);
  });

  it('lists each feature on exactly one card', () => {
    const listed = planIds.flatMap((plan) => featuresOf(plan));
    expect(listed.sort()).toEqual(planFeatures.map((feature) => feature.label).sort());
  });

  it('lists reviews on the Free card, as every listing collects them', () => {
    expect(featuresOf('free')).toContain('Customer reviews');
    expect(featuresOf('starter')).not.toContain('Customer reviews');
  });

  it('keeps a one-plan line off the plans above it', () => {
    expect(featuresOf('free')).toContain('Up to 3 services');
    expect(featuresOf('starter')).not.toContain('Up to 3 services');
    expect(planIncludes('starter', 'three-services')).toBe(false);
  });
});
