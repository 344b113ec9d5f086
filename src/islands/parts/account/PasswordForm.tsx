import { type SubmitEvent, useState } from 'react';
import { postPassword } from '../../../client/account.ts';
import {
  PASSWORD_LIMITS,
  PASSWORD_UPDATED_KEY,
  type PasswordFormValues,
  validatePasswordChange,
} from '../../../domain/account/account-validation.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { FormAlert } from '../form/FormAlert.tsx';
import { focusFirstInvalid } from '../form/focus-first-invalid.ts';
import { TextField } from '../form/TextField.tsx';
import { useShownErrors } from '../form/use-shown-errors.ts';
import { saveOutcome } from './save-outcome.ts';

type Field = keyof PasswordFormValues;
const EMPTY: PasswordFormValues = { currentPassword: '', password: '', passwordVerify: '' };
const FIELDS: readonly Field[] = ['currentPassword', 'password', 'passwordVerify'];

/**
 * The right form of the account page (SPEC §5 "Account", §8): the current password (asked again, so a
 * borrowed session cannot take the account over), new password and its repeat, submit disabled until
 * something is typed, the green 'Şifreniz güncellendi.' with the fields cleared, errors in a red alert
 * (the server's, such as a wrong current password or a too common new one). The server signs the
 * customer's other sessions out.
 */
export function PasswordForm({ locale }: { locale: Locale }) {
  const [values, setValues] = useState(EMPTY);
  const [alert, setAlert] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const check = validatePasswordChange(values);
  const { errorOf, blur, showAll, reset } = useShownErrors(locale, check.errors, FIELDS);
  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setAlert(null);
  };

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    showAll();
    if (!check.ok) {
      // Each message shows under its field once; the first invalid field takes the focus.
      setAlert(null);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    if (!check.value) {
      // Only the current password typed: there is nothing to change, and no field to blame.
      setAlert({ ok: false, text: t(locale, 'validation.password.length') });
      return;
    }
    setBusy(true);
    const form = {
      currentPassword: values.currentPassword,
      password: values.password,
      passwordVerify: values.passwordVerify,
    };
    const outcome = await saveOutcome(locale, () => postPassword(form));
    setBusy(false);
    if (!outcome.ok) {
      setAlert({ ok: false, text: outcome.message });
      return;
    }
    setValues(EMPTY);
    reset();
    setAlert({ ok: true, text: t(locale, PASSWORD_UPDATED_KEY) });
  }

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-labelledby="account-password-title">
      <h2 id="account-password-title">{t(locale, 'accountPage.password.title')}</h2>
      <TextField
        id="account-password-current"
        label={t(locale, 'accountPage.password.current')}
        type="password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        onBlur={blur('currentPassword')}
        error={errorOf('currentPassword')}
        autoComplete="current-password"
        maxLength={PASSWORD_LIMITS.max + 20}
      />
      <TextField
        id="account-password"
        label={t(locale, 'accountPage.password.new')}
        type="password"
        value={values.password}
        onChange={set('password')}
        onBlur={blur('password')}
        error={errorOf('password')}
        hintFirst
        hint={t(locale, 'accountPage.password.hint')}
        autoComplete="new-password"
        maxLength={PASSWORD_LIMITS.max + 20}
      />
      <TextField
        id="account-password-verify"
        label={t(locale, 'accountPage.password.repeat')}
        type="password"
        value={values.passwordVerify}
        onChange={set('passwordVerify')}
        onBlur={blur('passwordVerify')}
        error={errorOf('passwordVerify')}
        autoComplete="new-password"
        maxLength={PASSWORD_LIMITS.max + 20}
      />
      <FormAlert as="div" ok={alert?.ok} text={alert?.text} />
      <button
        type="submit"
        className="btn btn-primary"
        disabled={
          busy || (values.currentPassword === '' && values.password === '' && values.passwordVerify === '')
        }
      >
        {t(locale, 'accountPage.password.submit')}
      </button>
    </form>
  );
}
