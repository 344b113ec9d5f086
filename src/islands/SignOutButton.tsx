import { useState } from 'react';
import { localePath } from '../domain/site-paths.ts';
import { type Locale, t } from '../i18n/index.ts';
import { signOut as endSession } from '../stores/sign-out.ts';

/** The account menu's sign-out: POST /auth/logout, then the home page; a failure is an in-page alert. */
export default function SignOutButton({ locale }: { locale: Locale }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function signOut() {
    setBusy(true);
    setFailed(false);
    try {
      await endSession(localePath(locale, '/'));
    } catch {
      setBusy(false);
      setFailed(true);
    }
  }

  return (
    <>
      <button type="button" className="account-menu-signout" onClick={signOut} disabled={busy}>
        {t(locale, 'customerArea.signOut')}
      </button>
      {failed && (
        <span className="alert alert-error" role="alert">
          {t(locale, 'common.technicalError')}
        </span>
      )}
    </>
  );
}
