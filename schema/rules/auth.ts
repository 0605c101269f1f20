import * as v from 'valibot';
import { roles } from '../catalogues';
import { limits } from '../limits';
import { emailField, optionalText, passwordField, picklistField, requiredText } from './fields';
import { newPasswordField } from './new-password';

export const authMessages = {
  email: 'Please enter a valid email address',
  password: 'Password is required',
  bothRequired: 'Please enter both email and password',
  name: 'Name is required',
  newPasswordLength: `Password must be at least ${limits.minPasswordLength} characters`,
  currentPassword: 'Current password is required',
  newPassword: `New password must be at least ${limits.minPasswordLength} characters`,
  confirmPassword: 'Please confirm your password',
  passwordsDiffer: "Passwords don't match",
  role: 'Please choose a valid role',
} as const;

export const loginRules = v.object({
  email: emailField(authMessages.email),
  password: passwordField(authMessages.password),
});
export type LoginInput = v.InferOutput<typeof loginRules>;

export const homeownerRegistrationRules = v.object({
  name: requiredText(authMessages.name),
  email: emailField(authMessages.email),
  password: newPasswordField(authMessages.newPasswordLength),
  phone: optionalText(40),
  address: optionalText(),
  postcode: optionalText(12),
});
export type HomeownerRegistrationInput = v.InferOutput<typeof homeownerRegistrationRules>;

/**
 * What the server receives: the confirmation stays in the browser (docs/product/public-site.md §7).
 */
export const changePasswordRules = v.object({
  currentPassword: passwordField(authMessages.currentPassword),
  newPassword: newPasswordField(authMessages.newPassword),
});
export type ChangePasswordInput = v.InferOutput<typeof changePasswordRules>;

/**
 * A form whose password is typed twice; a mismatch is reported on the confirmation field, where the
 * form shows it. The confirmation stays in the browser (docs/product/public-site.md §7,
 * docs/product/business-side.md §7).
 */
export function withConfirmation<Entries extends v.ObjectEntries>(
  entries: Entries,
  password: v.GenericSchema<string | undefined, string>,
  confirmPassword: v.GenericSchema<string | undefined, string>,
) {
  return v.pipe(
    v.object({ ...entries, password, confirmPassword }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (dataset.typed && dataset.value.password !== dataset.value.confirmPassword) {
        addIssue({
          message: authMessages.passwordsDiffer,
          path: [
            {
              type: 'object',
              origin: 'value',
              input: dataset.value,
              key: 'confirmPassword',
              value: dataset.value.confirmPassword,
            },
          ],
        });
      }
    }),
  );
}

export const changePasswordFormRules = withConfirmation(
  { currentPassword: passwordField(authMessages.currentPassword) },
  newPasswordField(authMessages.newPassword),
  passwordField(authMessages.confirmPassword),
);

const userFields = {
  name: requiredText(authMessages.name),
  email: emailField(authMessages.email),
  role: picklistField(roles, authMessages.role),
  isTradesman: v.optional(v.boolean(), false),
  isVerified: v.optional(v.boolean(), false),
  isActive: v.optional(v.boolean(), true),
};

export const userCreateRules = v.object({
  ...userFields,
  password: newPasswordField(authMessages.newPasswordLength),
});
export type UserCreateInput = v.InferOutput<typeof userCreateRules>;

export const userCreateFormRules = withConfirmation(
  userFields,
  newPasswordField(authMessages.newPasswordLength),
  passwordField(authMessages.newPasswordLength, limits.minPasswordLength),
);

export const userEditRules = v.object(userFields);
export type UserEditInput = v.InferOutput<typeof userEditRules>;

export const roleChangeRules = v.object({ role: picklistField(roles, authMessages.role) });
