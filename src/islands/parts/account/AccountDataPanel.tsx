import { type SubmitEvent, useState } from 'react';
import { postAccountDelete } from '../../../client/account.ts';
import { ApiError } from '../../../client/api-error.ts';
import { localePath } from '../../../domain/site-paths.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { errorMessage } from '../../../stores/error-message.ts';
import { goToLogin } from '../../../stores/login-redirect.ts';
import { forgetShopperInTab } from '../../../stores/sign-out.ts';
import { Field } from '../form/Field.tsx';
import { FormAlert } from '../form/FormAlert.tsx';
import { Modal } from '../Modal.tsx';

/** The signed-in download of everything the shop keeps about the customer. */
export const EXPORT_URL = '/api/catalog/account/export';

/** The message of a failed deletion: a wrong password in the page's language, else the API's or the technical one. */
function deletionError(locale: Locale, err: unknown): string {
  if (err instanceof ApiError && err.statusCode === 403) return t(locale, 'accountPage.delete.wrongPassword');
  return errorMessage(err, locale);
}

/**
 * The KVKK section of the account page: download my data (a JSON file) and delete my account, after
 * a dialog that asks for the password. A deleted customer is signed out and taken to the home page.
 */
export function AccountDataPanel({ locale }: { locale: Locale }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setOpen(false);
    setPassword('');
    setError(null);
  }

  async function onDelete(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password === '') {
      setError(t(locale, 'validation.password.required'));
      return;
    }
    setBusy(true);
    try {
      await postAccountDelete({ password });
      forgetShopperInTab();
      window.location.assign(localePath(locale, '/'));
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.statusCode === 401) goToLogin();
      setError(deletionError(locale, err));
    }
  }

  return (
    <section className="account-data" aria-labelledby="account-data-title">
      <h2 id="account-data-title">{t(locale, 'accountPage.data.title')}</h2>
      <p>{t(locale, 'accountPage.data.text')}</p>
      <p>
        <a className="btn btn-secondary" href={EXPORT_URL} download>
          {t(locale, 'accountPage.data.download')}
        </a>
      </p>
      <p>{t(locale, 'accountPage.delete.text')}</p>
      <p>
        <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
          {t(locale, 'accountPage.delete.open')}
        </button>
      </p>
      {open && (
        <Modal labelledBy="account-delete-title" onClose={close}>
          <form onSubmit={onDelete} noValidate>
            <h2 id="account-delete-title">{t(locale, 'accountPage.delete.title')}</h2>
            <p>{t(locale, 'accountPage.delete.confirmText')}</p>
            {/* The message shows in the alert below, not under the field. */}
            <Field id="account-delete-password" label={t(locale, 'accountPage.delete.password')}>
              {() => (
                <input
                  id="account-delete-password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => {
                    setPassword(e.currentTarget.value);
                    setError(null);
                  }}
                  aria-invalid={error ? true : undefined}
                  maxLength={200}
                />
              )}
            </Field>
            <FormAlert as="div" text={error} />
            <div className="account-dialog-actions">
              <button type="button" className="btn btn-secondary" onClick={close}>
                {t(locale, 'accountPage.delete.cancel')}
              </button>
              <button type="submit" className="btn btn-danger" disabled={busy}>
                {t(locale, 'accountPage.delete.confirm')}
              </button>
            </div>
          </form>
        </Modal>
      )}
    </section>
  );
}
