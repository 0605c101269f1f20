import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type AddOn, findAddOn } from '../plans';
import { firstMessage } from '../test/first-message';
import {
  addOnMessages,
  addOnRefusal,
  approvalRules,
  businessDetailsRules,
  businessProfileRules,
  featuredRules,
  rejectionRules,
  verificationUpdateRules,
} from './business';

describe('business profile rules', () => {
  const valid = { services: ['Heat Pump Installation'], location: 'Dacorum' };

  it('need a service and a location', () => {
    expect(firstMessage(businessProfileRules, { ...valid, services: [] })).toBe(
      'At least one service must be selected',
    );
    expect(firstMessage(businessProfileRules, { ...valid, location: '' })).toBe(
      'Location is required',
    );
  });

  it('turn non-numeric years of experience into 0 and accept an empty website', () => {
    const parsed = v.parse(businessProfileRules, {
      ...valid,
      yearsExperience: 'lots',
      website: '',
    });
    expect(parsed.yearsExperience).toBe(0);
    expect(parsed.website).toBe('');
    expect(firstMessage(businessProfileRules, { ...valid, website: 'not a url' })).toMatch(
      /website/,
    );
  });
});

describe('registration business details', () => {
  it('take services from the catalogue only, like the profile', () => {
    const details = {
      businessName: 'Hertford Heat Pumps',
      description: 'Air source heat pumps.',
      serviceArea: 'East Hertfordshire',
      contactEmail: 'info@hertford-heat.example',
      contactPhone: '01992 000000',
      certifications: ['MCS Certified'],
    };
    expect(v.parse(businessDetailsRules, { ...details, services: ['Green Roofing'] })).toBeTruthy();
    expect(firstMessage(businessDetailsRules, { ...details, services: ['Plumbing'] })).toMatch(
      /^Services must come from: Solar Panel Installation/,
    );
    expect(firstMessage(businessDetailsRules, { ...details, services: [] })).toBe(
      'At least one service must be selected',
    );
  });
});

describe('featuring and rejection rules', () => {
  it('need a known duration to feature, none to remove', () => {
    expect(v.parse(featuredRules, { featured: true, duration: '30' })).toEqual({
      featured: true,
      duration: 30,
    });
    expect(firstMessage(featuredRules, { featured: true })).toBe(
      'Missing Information - Please select a tradesman and specify duration.',
    );
    expect(v.parse(featuredRules, { featured: false })).toEqual({ featured: false });
  });

  it('need notes to reject, on either verification screen', () => {
    const message = 'Please provide rejection notes before rejecting an application.';
    expect(firstMessage(rejectionRules, { notes: ' ' })).toBe(message);
    expect(firstMessage(verificationUpdateRules, { status: 'rejected', notes: ' \n ' })).toBe(
      message,
    );
    expect(firstMessage(verificationUpdateRules, { status: 'rejected' })).toBe(message);
    expect(v.parse(verificationUpdateRules, { status: 'under_review' })).toEqual({
      status: 'under_review',
      notes: '',
    });
  });
});

describe('verification decisions', () => {
  it('take one object of exactly their fields, never an array or extra fields', () => {
    const message = 'The request must be one JSON object with only the expected fields.';
    expect(v.parse(approvalRules, {})).toEqual({ notes: '' });
    expect(firstMessage(approvalRules, [])).toBe(message);
    expect(firstMessage(approvalRules, { notes: 'ok', extra: { a: { b: 1 } } })).toBe(message);
    expect(firstMessage(rejectionRules, [{ notes: 'No insurance' }])).toBe(message);
    expect(firstMessage(verificationUpdateRules, { status: 'verified', isVerified: true })).toBe(
      message,
    );
  });
});

describe('credentials', () => {
  it('are chosen from the catalogue at registration, and never through the profile', () => {
    const profile = { services: ['Solar Panel Installation'], location: 'Watford' };
    // The ledger on the Credentials tab is their one record (docs/product/business-side.md §5).
    expect(
      v.parse(businessProfileRules, { ...profile, credentials: ['MCS Certified'] }),
    ).not.toHaveProperty('credentials');
    const details = {
      businessName: 'Hertford Heat Pumps',
      description: 'Air source heat pumps.',
      serviceArea: 'East Hertfordshire',
      contactEmail: 'info@hertford-heat.example',
      contactPhone: '01992 000000',
      services: ['Heat Pump Installation'],
    };
    expect(
      firstMessage(businessDetailsRules, { ...details, certifications: ['Made Up Body'] }),
    ).toMatch(/^Certifications must come from: TrustMark Registered/);
  });
});

describe('add-on refusals', () => {
  const [feature, fastTrack, boost] = ['homepage-feature', 'verification-badge', 'lead-boost'].map(
    (id) => findAddOn(id) as AddOn,
  ) as [AddOn, AddOn, AddOn];
  const pending = { verified: false, fastTracked: false };

  it('keep paid placement from a listing that is not verified', () => {
    expect(addOnRefusal(feature, pending)).toBe(addOnMessages.notVerified);
    expect(addOnRefusal(boost, pending)).toBe(addOnMessages.notVerified);
    expect(addOnRefusal(boost, { ...pending, verified: true })).toBeNull();
  });

  it('sell a fast-track only to a listing still waiting, and once', () => {
    expect(addOnRefusal(fastTrack, pending)).toBeNull();
    expect(addOnRefusal(fastTrack, { ...pending, fastTracked: true })).toBe(
      addOnMessages.alreadyFastTracked,
    );
    expect(addOnRefusal(fastTrack, { ...pending, verified: true })).toBe(
      addOnMessages.alreadyVerified,
    );
  });
});
