/** What the account calls read: the personal details, the password change, the deletion's password. */
import { z } from 'zod';
import { validateAccount, validatePasswordChange } from '../../domain/account/account-validation.ts';
import { isCommonPassword } from '../../domain/account/common-passwords.ts';
import { formBody, formField } from '../http/parse.ts';
import { checkedBy } from '../http/validate.ts';

/** POST /accountinfo/settings: name, surname, phone, gender, birthdate (the e-mail is read, never changed). */
export const accountForm = formBody.transform(
  checkedBy((form: Readonly<Record<string, string>>) =>
    validateAccount(
      {
        name: formField(form, 'name'),
        surname: formField(form, 'surname'),
        email: formField(form, 'email'),
        phone: formField(form, 'phone'),
        gender: formField(form, 'gender'),
        birthdate: formField(form, 'birthdate'),
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
        currentPassword: formField(form, 'currentPassword'),
        password: formField(form, 'password'),
        passwordVerify: formField(form, 'passwordVerify'),
      }),
    ),
  )
  // Empty fields change nothing, which this call refuses.
  .refine((change) => change !== null, { error: 'validation.password.length' })
  .refine((change) => !isCommonPassword(change?.password ?? ''), { error: 'validation.password.common' })
  .transform((change) => change as NonNullable<typeof change>);

/** POST /account/delete: the customer's password. */
export const deletionForm = z.object({
  password: z
    .string()
    .optional()
    .transform((password) => password ?? '')
    .refine((password) => password !== '', { error: 'validation.password.required' }),
});
