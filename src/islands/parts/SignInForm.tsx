import { EMAIL_MAX, validateSignIn } from '../../domain/account/account-validation.ts';
import { localePath, PASSWORD_RESET_PATHS } from '../../domain/site-paths.ts';
import { type Locale, t } from '../../i18n/index.ts';
import { signIn } from '../../stores/sign-in.ts';
import { FormAlert } from './form/FormAlert.tsx';
import { UncontrolledField } from './form/UncontrolledField.tsx';
import { useAccountForm } from './use-account-form.ts';

interface Props {
  locale: Locale;
  /** False until React has attached the submit handler: an early submit must not post the form natively. */
  ready: boolean;
  /** Called once signed in. */
  onDone: () => void;
}

/** The sign-in form: email and password; each field's message under it, the API's in an alert. */
export function SignInForm({ locale, ready, onDone }: Props) {
  const { busy, error, errorOf, edited, onSubmit } = useAccountForm(locale, {
    validate: (data) =>
      validateSignIn({
        email: String(data.get('email') ?? ''),
        password: String(data.get('password') ?? ''),
      }),
    send: (value) => signIn(value),
    onDone,
  });

  return (
    <section className="login-box" aria-labelledby="signin-heading">
      <h2 id="signin-heading">{t(locale, 'login.signInHeading')}</h2>
      <form onSubmit={onSubmit} noValidate>
        <UncontrolledField
          id="signin-email"
          name="email"
          type="email"
          label={t(locale, 'login.email')}
          autoComplete="username"
          error={errorOf('email')}
          onEdit={edited('email')}
          maxLength={EMAIL_MAX}
        />
        <UncontrolledField
          id="signin-password"
          name="password"
          type="password"
          label={t(locale, 'login.password')}
          autoComplete="current-password"
          error={errorOf('password')}
          onEdit={edited('password')}
        />
        <p className="login-forgot">
          <a href={localePath(locale, PASSWORD_RESET_PATHS.request)}>{t(locale, 'login.forgot')}</a>
        </p>
        <FormAlert text={error} />
        <button type="submit" className="btn btn-primary" disabled={!ready || busy} aria-busy={busy}>
          {t(locale, busy ? 'login.signingIn' : 'login.signInButton')}
        </button>
      </form>
    </section>
  );
}
