import { useEffect, useState } from 'react';
import { readAccount } from '../client/account.ts';
import { ApiError } from '../client/api-error.ts';
import type { CustomerView } from '../contract/customer.ts';
import { type Locale, t } from '../i18n/index.ts';
import { goToLogin } from '../stores/login-redirect.ts';
import { $session } from '../stores/session.ts';
import { $signingOut } from '../stores/sign-out.ts';
import { AccountDataPanel } from './parts/account/AccountDataPanel.tsx';
import { AccountInfoForm } from './parts/account/AccountInfoForm.tsx';
import { PasswordForm } from './parts/account/PasswordForm.tsx';
import { useSignedIn } from './parts/use-signed-in.ts';

/**
 * The account page (/account): the account info form (read through GET /accountinfo/settings), the
 * password form and the KVKK data download and deletion. A guest is sent to sign in and brought back.
 */
export default function AccountSettings({ locale }: { locale: Locale }) {
  const session = useSignedIn();
  const [customer, setCustomer] = useState<CustomerView | null>(null);
  const signedIn = session.customer !== null;

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    readAccount()
      .then((row) => live && setCustomer(row))
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.statusCode === 401) {
          if (!$signingOut.get()) goToLogin();
        }
        // Otherwise the session's own copy of the customer fills the form.
        else if (live) setCustomer($session.get().customer);
      });
    return () => {
      live = false;
    };
  }, [signedIn]);

  if (!customer) {
    return (
      <p className="muted" aria-live="polite">
        {t(locale, 'accountPage.loading')}
      </p>
    );
  }
  return (
    <div className="account-page">
      <div className="account-forms">
        <AccountInfoForm locale={locale} customer={customer} />
        <PasswordForm locale={locale} />
      </div>
      <AccountDataPanel locale={locale} />
    </div>
  );
}
