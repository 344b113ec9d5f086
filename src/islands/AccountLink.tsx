import { useEffect, useState } from 'react';
import { localePath } from '../domain/site-paths.ts';
import { type Locale, t } from '../i18n/index.ts';
import { loginUrl } from '../stores/login-redirect.ts';
import { $session } from '../stores/session.ts';
import { useSharedStore } from './parts/use-shared-store.ts';

/** Where the signed-in customer's name leads: the customer area (SPEC §2 "Customer area"). */
export const ACCOUNT_PATH = '/account';

interface Props {
  locale: Locale;
  /** The served path of the page (with its locale prefix), for the link rendered before hydration. */
  pagePath: string;
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z" />
    </svg>
  );
}

/** The header's 'Giriş Yap' link for a guest (back to this page afterwards), or the customer's name. */
export default function AccountLink({ locale, pagePath }: Props) {
  const { customer } = useSharedStore($session, { customer: null, loaded: false });
  const [signInHref, setSignInHref] = useState(() => loginUrl({ pathname: pagePath, search: '' }));
  useEffect(() => setSignInHref(loginUrl()), []);

  if (customer) {
    return (
      <a className="account-link" href={localePath(locale, ACCOUNT_PATH)}>
        <PersonIcon />
        <span className="account-text">
          <span className="visually-hidden">{t(locale, 'layout.account')}: </span>
          {customer.name}
        </span>
      </a>
    );
  }
  return (
    <a className="account-link" href={signInHref}>
      <PersonIcon />
      <span className="account-text">{t(locale, 'layout.signIn')}</span>
    </a>
  );
}
