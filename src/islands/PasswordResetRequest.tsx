import { useEffect, useState } from 'react';
import { EMAIL_MAX, isEmail, normaliseEmail } from '../domain/account/account-validation.ts';
import { settle } from '../domain/validation-result.ts';
import { type Locale, t } from '../i18n/index.ts';
import { askPasswordReset } from '../stores/sign-in.ts';
import { FormAlert } from './parts/form/FormAlert.tsx';
import { UncontrolledField } from './parts/form/UncontrolledField.tsx';
import { useAccountForm } from './parts/use-account-form.ts';

/**
 * 'Şifremi Unuttum': the account's e-mail; once sent, the same message whatever the address (the
 * shop never says whether an address is a customer's).
 */
export default function PasswordResetRequest({ locale }: { locale: Locale }) {
  const [ready, setReady] = useState(false);
  const [sent, setSent] = useState(false);
  useEffect(() => setReady(true), []);
  const { busy, error, errorOf, edited, onSubmit } = useAccountForm(locale, {
    validate: (data) => {
      const email = normaliseEmail(String(data.get('email') ?? ''));
      return settle(isEmail(email) ? {} : { email: 'validation.email' as const }, () => email);
    },
    send: (email) => askPasswordReset(email, locale),
    onDone: () => setSent(true),
  });
  if (sent) return <FormAlert text={t(locale, 'login.forgotSent')} ok />;
  return (
    <form onSubmit={onSubmit} noValidate>
      <p>{t(locale, 'login.forgotIntro')}</p>
      <UncontrolledField
        id="reset-email"
        name="email"
        type="email"
        label={t(locale, 'login.email')}
        autoComplete="email"
        error={errorOf('email')}
        onEdit={edited('email')}
        maxLength={EMAIL_MAX}
      />
      <FormAlert text={error} />
      <button type="submit" className="btn btn-primary" disabled={!ready || busy} aria-busy={busy}>
        {t(locale, busy ? 'login.forgotSending' : 'login.forgotButton')}
      </button>
    </form>
  );
}
