/** What registration and sign-in read: their forms, checked by the account validators. */
import { validateRegistration, validateSignIn } from '../../domain/account/account-validation.ts';
import { isCommonPassword } from '../../domain/account/common-passwords.ts';
import { formBody, formField } from '../http/parse.ts';
import { checkedBy } from '../http/validate.ts';

type Form = Readonly<Record<string, string>>;

/** POST /auth/register: name, surname, e-mail, a password (not a common one) and its repeat. */
export const registrationForm = formBody
  .transform(
    checkedBy((form: Form) =>
      validateRegistration({
        name: formField(form, 'name'),
        surname: formField(form, 'surname'),
        email: formField(form, 'email'),
        password: formField(form, 'password'),
        passwordVerify: formField(form, 'passwordVerify'),
      }),
    ),
  )
  .refine((registration) => !isCommonPassword(registration.password), {
    error: 'validation.password.common',
  });

/** POST /auth/login: e-mail and password. */
export const signInForm = formBody.transform(
  checkedBy((form: Form) =>
    validateSignIn({ email: formField(form, 'email'), password: formField(form, 'password') }),
  ),
);
