import { type SubmitEvent, useState } from 'react';
import { validateSignIn } from '../../domain/account-validation.ts';
import { apiMessageIn } from '../../i18n/api-message.ts';
import { type Locale, t } from '../../i18n/index.ts';
import { errorMessage } from '../../stores/api-client.ts';
import { signIn } from '../../stores/sign-in.ts';
import { FormField } from './FormField.tsx';

interface Props {
  locale: Locale;
  /** False until React has attached the submit handler: an early submit must not post the form natively. */
  ready: boolean;
  /** Called once signed in. */
  onDone: () => void;
}

/** The sign-in form: email and password; the form's or the API's message in an alert. */
export function SignInForm({ locale, ready, onDone }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const check = validateSignIn({
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    });
    if (!check.ok) {
      setInvalid(new Set(Object.keys(check.errors)));
      setError(t(locale, Object.values(check.errors)[0] ?? 'validation.email'));
      return;
    }
    setInvalid(new Set());
    setError(null);
    setBusy(true);
    try {
      await signIn(check.value);
      onDone();
    } catch (err) {
      setError(apiMessageIn(locale, errorMessage(err, locale)));
      setBusy(false);
    }
  }

  return (
    <section className="login-box" aria-labelledby="signin-heading">
      <h2 id="signin-heading">{t(locale, 'login.signInHeading')}</h2>
      <form onSubmit={onSubmit} noValidate>
        <FormField
          id="signin-email"
          name="email"
          type="email"
          label={t(locale, 'login.email')}
          autoComplete="username"
          invalid={invalid.has('email')}
          maxLength={254}
        />
        <FormField
          id="signin-password"
          name="password"
          type="password"
          label={t(locale, 'login.password')}
          autoComplete="current-password"
          invalid={invalid.has('password')}
        />
        {error && (
          <p role="alert" className="alert alert-error">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={!ready || busy} aria-busy={busy}>
          {t(locale, busy ? 'login.signingIn' : 'login.signInButton')}
        </button>
      </form>
    </section>
  );
}
