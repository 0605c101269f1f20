// A password being chosen, apart from the other field rules: its list of common passwords weighs
// about 2 KB gzip, which the pages that only read an e-mail (the footer's newsletter, on every
// page) should not carry.
import * as v from 'valibot';
import { isCommonPassword } from '../common-passwords';
import { limits } from '../limits';
import { passwordField } from './fields';

export const commonPasswordMessage = 'This password is too common. Please choose another.';

/**
 * The one rule for a password being chosen (registration, change, reset, a user an admin creates):
 * long enough and not one everybody tries first. `message` is the form's words for too short.
 */
export const newPasswordField = (message: string) =>
  v.pipe(
    passwordField(message, limits.minPasswordLength),
    v.check((password) => !isCommonPassword(password), commonPasswordMessage),
  );
