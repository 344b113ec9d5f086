import {
  EMAIL_MAX,
  PASSWORD_LIMITS,
  PERSON_NAME_MAX,
  validateRegistration,
} from '../../domain/account/account-validation.ts';
import { filterPersonName } from '../../domain/input-filters.ts';
import { KVKK_PATH, localePath } from '../../domain/site-paths.ts';
import { type Locale, t } from '../../i18n/index.ts';
import { register } from '../../stores/sign-in.ts';
import { FormAlert } from './form/FormAlert.tsx';
import { UncontrolledField } from './form/UncontrolledField.tsx';
import { useAccountForm } from './use-account-form.ts';

interface Props {
  locale: Locale;
  /** False until React has attached the submit handler: an early submit must not post the form natively. */
  ready: boolean;
  /** Called once the account exists and the shopper is signed in. */
  onDone: () => void;
}

/** Names take letters (Turkish included) and spaces only while typing (SPEC §5). */
const lettersOnly = (raw: string) => filterPersonName(raw, PERSON_NAME_MAX);

/**
 * The registration form: name, surname, email, password and its repeat; each field's message under
 * it (all of them on submit), a refused keystroke in a name said at once, the API's message in an alert.
 */
export function RegisterForm({ locale, ready, onDone }: Props) {
  const { busy, error, errorOf, edited, refused, onSubmit } = useAccountForm(locale, {
    validate: (data) =>
      validateRegistration({
        name: String(data.get('name') ?? ''),
        surname: String(data.get('surname') ?? ''),
        email: String(data.get('email') ?? ''),
        password: String(data.get('password') ?? ''),
        passwordVerify: String(data.get('passwordVerify') ?? ''),
      }),
    send: (value, data) => register({ ...value, passwordVerify: String(data.get('passwordVerify') ?? '') }),
    onDone,
  });

  // The notice names the KVKK page as a link in the middle of its sentence.
  const [kvkkBefore, kvkkAfter = ''] = t(locale, 'kvkk.registerNotice').split('{link}');
  return (
    <section className="login-box" aria-labelledby="register-heading">
      <h2 id="register-heading">{t(locale, 'login.registerHeading')}</h2>
      <p className="muted">{t(locale, 'login.registerIntro')}</p>
      <form onSubmit={onSubmit} noValidate>
        <div className="form-row">
          <UncontrolledField
            id="register-name"
            name="name"
            label={t(locale, 'login.name')}
            autoComplete="given-name"
            error={errorOf('name')}
            maxLength={PERSON_NAME_MAX}
            filter={lettersOnly}
            onRefused={refused('name', 'validation.name.letters')}
            onEdit={edited('name')}
          />
          <UncontrolledField
            id="register-surname"
            name="surname"
            label={t(locale, 'login.surname')}
            autoComplete="family-name"
            error={errorOf('surname')}
            maxLength={PERSON_NAME_MAX}
            filter={lettersOnly}
            onRefused={refused('surname', 'validation.surname.letters')}
            onEdit={edited('surname')}
          />
        </div>
        <UncontrolledField
          id="register-email"
          name="email"
          type="email"
          label={t(locale, 'login.email')}
          autoComplete="email"
          error={errorOf('email')}
          onEdit={edited('email')}
          maxLength={EMAIL_MAX}
        />
        <UncontrolledField
          id="register-password"
          name="password"
          type="password"
          label={t(locale, 'login.password')}
          autoComplete="new-password"
          error={errorOf('password')}
          onEdit={edited('password')}
          hint={t(locale, 'login.passwordHint')}
          maxLength={PASSWORD_LIMITS.max}
        />
        <UncontrolledField
          id="register-password-verify"
          name="passwordVerify"
          type="password"
          label={t(locale, 'login.passwordVerify')}
          autoComplete="new-password"
          error={errorOf('passwordVerify')}
          onEdit={edited('passwordVerify')}
          maxLength={PASSWORD_LIMITS.max}
        />
        <FormAlert text={error} />
        <p className="form-hint muted">
          {kvkkBefore}
          <a href={localePath(locale, KVKK_PATH)} target="_blank" rel="noopener">
            {t(locale, 'kvkk.title')}
          </a>
          {kvkkAfter}
        </p>
        <button type="submit" className="btn btn-primary" disabled={!ready || busy} aria-busy={busy}>
          {t(locale, busy ? 'login.registering' : 'login.registerButton')}
        </button>
      </form>
    </section>
  );
}
