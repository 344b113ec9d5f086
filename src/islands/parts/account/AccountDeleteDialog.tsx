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

/** The message of a failed deletion: a wrong password in the page's language, else the API's or the technical one. */
function deletionError(locale: Locale, err: unknown): string {
  if (err instanceof ApiError && err.statusCode === 403) return t(locale, 'accountPage.delete.wrongPassword');
  return errorMessage(err, locale);
}

/**
 * The dialog that deletes the account once the customer types the password again. A deleted
 * customer is signed out and taken to the home page.
 */
export function AccountDeleteDialog({ locale, onClose }: { locale: Locale; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
    <Modal labelledBy="account-delete-title" onClose={onClose}>
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
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t(locale, 'accountPage.delete.cancel')}
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy}>
            {t(locale, 'accountPage.delete.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
