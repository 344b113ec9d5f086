import { useEffect, useState } from 'react';
import { validatePasswordReset } from '../domain/account/account-validation.ts';
import { CUSTOMER_PATHS, localePath, PASSWORD_RESET_PATHS } from '../domain/site-paths.ts';
import { type Locale, t } from '../i18n/index.ts';
import { resetPassword } from '../stores/sign-in.ts';
import { FormAlert } from './parts/form/FormAlert.tsx';
import { UncontrolledField } from './parts/form/UncontrolledField.tsx';
import { useAccountForm } from './parts/use-account-form.ts';

/**
 * The page the reset e-mail's link opens (?token=…): the new password twice; then signed in, with a
 * link to the account. A link that expired or was used says so, with a way to ask for a new one.
 */
export default function PasswordReset({ locale }: { locale: Locale }) {
  const [token, setToken] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token') ?? ''), []);
  const { busy, error, errorOf, edited, onSubmit } = useAccountForm(locale, {
    validate: (data) =>
      validatePasswordReset({
        password: String(data.get('password') ?? ''),
        passwordVerify: String(data.get('passwordVerify') ?? ''),
      }),
    send: (password, data) => resetPassword(token ?? '', password, String(data.get('passwordVerify') ?? '')),
    onDone: () => setDone(true),
  });
  const askAgain = (
    <a href={localePath(locale, PASSWORD_RESET_PATHS.request)}>{t(locale, 'login.resetAskAgain')}</a>
  );
  if (done)
    return (
      <>
        <FormAlert text={t(locale, 'login.resetDone')} ok />
        <p>
          <a className="btn btn-primary" href={localePath(locale, CUSTOMER_PATHS.account)}>
            {t(locale, 'login.toAccount')}
          </a>
        </p>
      </>
    );
  if (token === '')
    return (
      <p>
        {t(locale, 'login.resetNoToken')} {askAgain}
      </p>
    );
  return (
    <form onSubmit={onSubmit} noValidate>
      <p>{t(locale, 'login.resetIntro')}</p>
      <UncontrolledField
        id="reset-password"
        name="password"
        type="password"
        label={t(locale, 'login.password')}
        autoComplete="new-password"
        error={errorOf('password')}
        onEdit={edited('password')}
      />
      <UncontrolledField
        id="reset-password-verify"
        name="passwordVerify"
        type="password"
        label={t(locale, 'login.passwordVerify')}
        autoComplete="new-password"
        error={errorOf('passwordVerify')}
        onEdit={edited('passwordVerify')}
      />
      <p className="muted">{t(locale, 'login.passwordHint')}</p>
      <FormAlert text={error} />
      {error && <p>{askAgain}</p>}
      <button type="submit" className="btn btn-primary" disabled={token === null || busy} aria-busy={busy}>
        {t(locale, busy ? 'login.resetSaving' : 'login.resetButton')}
      </button>
    </form>
  );
}
