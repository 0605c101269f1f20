import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstMessage } from '../test/first-message';
import { resetPasswordRules } from './account';
import {
  changePasswordFormRules,
  homeownerRegistrationRules,
  loginRules,
  userCreateFormRules,
  userCreateRules,
} from './auth';

describe('login rules', () => {
  it("use the product's messages for a bad email and a missing password", () => {
    expect(firstMessage(loginRules, { email: 'nope', password: 'x' })).toBe(
      'Please enter a valid email address',
    );
    expect(firstMessage(loginRules, { email: 'a@b.co', password: '' })).toBe(
      'Password is required',
    );
    expect(firstMessage(loginRules, { email: 42, password: 'x' })).toBe(
      'Please enter a valid email address',
    );
  });

  it('normalise the email to lower case', () => {
    expect(v.parse(loginRules, { email: ' Admin@Example.com ', password: 'p' }).email).toBe(
      'admin@example.com',
    );
  });
});

describe('homeowner registration rules', () => {
  it('require a name and a password of at least 6 characters', () => {
    const valid = { name: 'Sam', email: 'sam@example.com', password: 'Loft-lagging-42' };
    expect(firstMessage(homeownerRegistrationRules, { ...valid, name: '  ' })).toBe(
      'Name is required',
    );
    expect(firstMessage(homeownerRegistrationRules, { ...valid, password: '12345' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(v.parse(homeownerRegistrationRules, valid)).toMatchObject({ phone: '', postcode: '' });
  });
});

describe('change password form rules', () => {
  it('report a mismatch on the confirmation field', () => {
    const result = v.safeParse(changePasswordFormRules, {
      currentPassword: 'old-pass',
      password: 'new-pass',
      confirmPassword: 'other',
    });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe("Passwords don't match");
    expect(v.getDotPath(result.issues?.[0] as v.GenericIssue)).toBe('confirmPassword');
  });

  it('ask for the current password and a confirmation', () => {
    expect(
      firstMessage(changePasswordFormRules, {
        currentPassword: '',
        password: 'new-pass',
        confirmPassword: 'new-pass',
      }),
    ).toBe('Current password is required');
    expect(
      firstMessage(changePasswordFormRules, {
        currentPassword: 'old',
        password: 'new-pass',
        confirmPassword: '',
      }),
    ).toBe('Please confirm your password');
  });
});

describe('user create form rules', () => {
  it('report a mismatched confirmation on its field', () => {
    const result = v.safeParse(userCreateFormRules, {
      name: 'Sam',
      email: 'sam@example.com',
      role: 'editor',
      password: 'heatpump2',
      confirmPassword: 'heatpump3',
    });
    expect(result.issues?.[0]?.message).toBe("Passwords don't match");
    expect(v.getDotPath(result.issues?.[0] as v.GenericIssue)).toBe('confirmPassword');
  });
});

describe('new passwords', () => {
  const registration = { name: 'Sam', email: 'sam@example.com' };

  it.each(['password123', 'Password1', 'qwerty123', 'iloveyou', 'sunshine!', 'LETMEIN'])(
    'refuse the common password %s at registration, password change, reset and admin creation',
    (password) => {
      const message = 'This password is too common. Please choose another.';
      const typedTwice = { password, confirmPassword: password };
      expect(firstMessage(homeownerRegistrationRules, { ...registration, password })).toBe(message);
      expect(
        firstMessage(changePasswordFormRules, { currentPassword: 'old-pass', ...typedTwice }),
      ).toBe(message);
      expect(firstMessage(resetPasswordRules, { token: 'abc', ...typedTwice })).toBe(message);
      const user = { ...registration, role: 'editor' };
      expect(firstMessage(userCreateRules, { ...user, password })).toBe(message);
      expect(firstMessage(userCreateFormRules, { ...user, ...typedTwice })).toBe(message);
    },
  );

  it('keep the 6-character minimum and its message, and take an uncommon password', () => {
    expect(firstMessage(homeownerRegistrationRules, { ...registration, password: 'abc' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(
      v.parse(homeownerRegistrationRules, { ...registration, password: 'Loft-lagging-42' }),
    ).toBeTruthy();
  });

  it('do not apply at sign-in, where the existing password is whatever it is', () => {
    expect(v.parse(loginRules, { email: 'a@b.co', password: 'password123' })).toBeTruthy();
  });
});
