/** Where a 401 sends the shopper (SPEC §6): /account/login, with the page to come back to. */
import { localePath, splitLocale } from '../domain/site-paths.ts';

/** The sign-in page URL for the current page, remembering where the shopper was. */
export function loginUrl(current: Location = window.location): string {
  const { locale } = splitLocale(current.pathname);
  const back = `${current.pathname}${current.search}`;
  return `${localePath(locale, '/account/login')}?redirect=${encodeURIComponent(back)}`;
}

/** Sends the shopper to the sign-in page (the answer to a 401). */
export function goToLogin(): void {
  window.location.assign(loginUrl());
}

/** A same-site path to return to after signing in, or '/' for anything else (no open redirects). */
export function safeRedirect(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
