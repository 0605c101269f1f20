import { describe, expect, it } from 'vitest';
import { firstMessage } from '../test/first-message';
import { newsletterRules } from './newsletter';

describe('newsletter rules', () => {
  it('ask for both email and user type with one message', () => {
    const message =
      "Please enter your email and select whether you're a homeowner or tradesperson.";
    expect(firstMessage(newsletterRules, { email: '', userType: 'homeowner' })).toBe(message);
    expect(firstMessage(newsletterRules, { email: 'a@b.co' })).toBe(message);
  });
});
