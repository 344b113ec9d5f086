/** What registration and sign-in read: their forms, checked by the account validators. */

import type { RegisterForm, SignInForm } from '../../contract/customer.ts';
import { validateRegistration, validateSignIn } from '../../domain/account/account-validation.ts';
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

/** POST /auth/login: e-mail and password. */
export const signInForm = formBody.transform(
  checkedBy((form: Form) =>
    validateSignIn({
      email: fieldOf<SignInForm>(form, 'email'),
      password: fieldOf<SignInForm>(form, 'password'),
    }),
  ),
);
