/** What the account calls read: the personal details, the password change, the deletion's password. */
import { z } from 'zod';
import type { AccountDeleteForm, AccountInfoForm, PasswordForm } from '../../contract/customer.ts';
import { validateAccount, validatePasswordChange } from '../../domain/account/account-validation.ts';
import { isCommonPassword } from '../../domain/account/common-passwords.ts';
import { fieldOf, formOf } from '../http/form-fields.ts';
import { formBody } from '../http/parse.ts';
import { checkedBy } from '../http/validate.ts';

/** POST /accountinfo/settings: name, surname, phone, gender, birthdate (the e-mail is read, never changed). */
export const accountForm = formBody.transform(
  checkedBy((form: Readonly<Record<string, string>>) =>
    validateAccount(
      {
        name: fieldOf<AccountInfoForm>(form, 'name'),
        surname: fieldOf<AccountInfoForm>(form, 'surname'),
        email: fieldOf<AccountInfoForm>(form, 'email'),
        phone: fieldOf<AccountInfoForm>(form, 'phone'),
        gender: fieldOf<AccountInfoForm>(form, 'gender'),
        birthdate: fieldOf<AccountInfoForm>(form, 'birthdate'),
      },
      new Date(),
    ),
  ),
);

/** POST /account/settings: the current password and a new one (with its repeat), not a common one. */
export const passwordChangeForm = formBody
  .transform(
    checkedBy((form: Readonly<Record<string, string>>) =>
      validatePasswordChange({
        currentPassword: fieldOf<PasswordForm>(form, 'currentPassword'),
        password: fieldOf<PasswordForm>(form, 'password'),
        passwordVerify: fieldOf<PasswordForm>(form, 'passwordVerify'),
      }),
    ),
  )
  // Empty fields change nothing, which this call refuses.
  .refine((change) => change !== null, { error: 'validation.password.length' })
  .refine((change) => !isCommonPassword(change?.password ?? ''), { error: 'validation.password.common' })
  .transform((change) => change as NonNullable<typeof change>);

/** POST /account/delete: the customer's password. */
export const deletionForm = formOf<AccountDeleteForm>()({
  password: z
    .string()
    .optional()
    .transform((password) => password ?? '')
    .refine((password) => password !== '', { error: 'validation.password.required' }),
});
