import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstMessage } from '../test/first-message';
import { accountRules, changeEmailRules, deleteAccountRules, resetPasswordRules } from './index';

describe('account rules', () => {
  it('hold a reset password to the registration rule and report a mismatch on the confirmation', () => {
    const reset = (password: string, confirmPassword: string) =>
      firstMessage(resetPasswordRules, { token: 'abc', password, confirmPassword });
    expect(reset('12345', '12345')).toBe('Password must be at least 6 characters');
    expect(reset('heatpump2', '')).toBe('Please confirm your password');
    expect(reset('heatpump2', 'heatpump3')).toBe("Passwords don't match");
    expect(reset('heatpump2', 'heatpump2')).toBeUndefined();
    const mismatch = v.safeParse(resetPasswordRules, {
      token: 'abc',
      password: 'heatpump2',
      confirmPassword: 'xeatpump2',
    });
    expect(mismatch.issues?.[0]?.path?.[0]?.key).toBe('confirmPassword');
  });

  it('need a name, and keep phone, address and postcode optional', () => {
    expect(firstMessage(accountRules, { name: '' })).toBe('Name is required');
    expect(v.parse(accountRules, { name: ' Ann ' })).toEqual({
      name: 'Ann',
      phone: '',
      address: '',
      postcode: '',
    });
  });

  it('ask for a valid new e-mail and the password', () => {
    expect(firstMessage(changeEmailRules, { newEmail: 'nope', password: 'x' })).toBe(
      'Please enter a valid email address',
    );
    expect(firstMessage(deleteAccountRules, {})).toBe('Password is required');
  });
});
