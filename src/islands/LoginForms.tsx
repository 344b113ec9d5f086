import { useEffect, useState } from 'react';
import { localePath } from '../domain/site-paths.ts';
import type { Locale } from '../i18n/index.ts';
import { afterSignInPath } from '../stores/login-redirect.ts';
import { RegisterForm } from './parts/RegisterForm.tsx';
import { SignInForm } from './parts/SignInForm.tsx';

/**
 * The sign-in page's forms: sign in or register, then back to the page in the redirect parameter
 * (same-site paths only) or home. The server keeps the guest cart: it merges it at sign-in.
 */
export default function LoginForms({ locale }: { locale: Locale }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const done = () => window.location.assign(afterSignInPath(window.location.search, localePath(locale, '/')));
  return (
    <div className="login-forms">
      <SignInForm locale={locale} ready={ready} onDone={done} />
      <RegisterForm locale={locale} ready={ready} onDone={done} />
    </div>
  );
}
