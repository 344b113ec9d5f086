/** What registration and sign-in read: their forms, checked by the account validators. */

import type {
  PasswordResetForm,
  PasswordResetRequestForm,
  RegisterForm,
  SignInForm,
} from '../../contract/customer.ts';
import {
  isEmail,
  normaliseEmail,
  validatePasswordReset,
  validateRegistration,
  validateSignIn,
} from '../../domain/account/account-validation.ts';
import { isCommonPassword } from '../../domain/account/common-passwords.ts';
import { fieldOf } from '../http/form-fields.ts';
import { formBody } from '../http/parse.ts';
import { checkedBy } from '../http/validate.ts';

type Form = Readonly<Record<string, string>>;

/** POST /auth/register: name, surname, e-mail, a password (not a common one) and its repeat. */
export const registrationForm = formBody
  .transform(
    checkedBy((form: Form) =>
      validateRegistration({
        name: fieldOf<RegisterForm>(form, 'name'),
        surname: fieldOf<RegisterForm>(form, 'surname'),
        email: fieldOf<RegisterForm>(form, 'email'),
        password: fieldOf<RegisterForm>(form, 'password'),
        passwordVerify: fieldOf<RegisterForm>(form, 'passwordVerify'),
      }),
    ),
  )
  .refine((registration) => !isCommonPassword(registration.password), {
    error: 'validation.password.common',
  });

/** POST /auth/password-reset: a well-formed e-mail (anything else: the e-mail's message), the locale as given. */
export const passwordResetRequestForm = formBody
  .transform((form: Form) => ({
    email: normaliseEmail(fieldOf<PasswordResetRequestForm>(form, 'email')),
    locale: fieldOf<PasswordResetRequestForm>(form, 'locale'),
  }))
  .refine((f) => isEmail(f.email), { error: 'validation.email' });

/** POST /auth/password-reset/confirm: the link's token and a new password by the rules (not a common one). */
export const passwordResetForm = formBody
  .transform((form: Form) => ({
    token: fieldOf<PasswordResetForm>(form, 'token'),
    password: fieldOf<PasswordResetForm>(form, 'password'),
    passwordVerify: fieldOf<PasswordResetForm>(form, 'passwordVerify'),
  }))
  .transform(
    checkedBy((f: { token: string; password: string; passwordVerify: string }) => {
      const checked = validatePasswordReset(f);
      return checked.ok ? { ...checked, value: { token: f.token, password: checked.value } } : checked;
    }),
  )
  .refine((f) => !isCommonPassword(f.password), { error: 'validation.password.common' });

/** POST /auth/login: e-mail and password. */
export const signInForm = formBody.transform(
  checkedBy((form: Form) =>
    validateSignIn({
      email: fieldOf<SignInForm>(form, 'email'),
      password: fieldOf<SignInForm>(form, 'password'),
    }),
  ),
);
