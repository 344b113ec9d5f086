/** Where a 401 sends the shopper (SPEC §6): /account/login, with the page to come back to. */
import { localePath, splitLocale } from '../domain/site-paths.ts';

/** The sign-in page's locale-free path. */
export const LOGIN_PATH = '/account/login';

/** The sign-in page URL for the current page, remembering where the shopper was. */
export function loginUrl(current: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const { locale, path } = splitLocale(current.pathname);
  // On the sign-in page itself, keep the page it already remembers rather than pointing at itself.
  if (path.replace(/\/+$/, '') === LOGIN_PATH) return `${current.pathname}${current.search}`;
  const back = `${current.pathname}${current.search}`;
  return `${localePath(locale, LOGIN_PATH)}?redirect=${encodeURIComponent(back)}`;
}

/** Sends the shopper to the sign-in page (the answer to a 401). */
export function goToLogin(): void {
  window.location.assign(loginUrl());
}

// A made-up origin to resolve a path against: what resolves elsewhere is not a path of this site.
const SAME_SITE = 'https://same-site.invalid';

/**
 * A same-site path to return to after signing in, or '/' for anything else (no open redirects).
 * The value is resolved as a browser would ('/\t/evil.example' and '/\\evil.example' leave the
 * site), and only its path (never starting with '//'), query and fragment are kept.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  let url: URL;
  try {
    url = new URL(value, SAME_SITE);
  } catch {
    return '/';
  }
  if (url.origin !== SAME_SITE) return '/';
  // '/.//evil.example' resolves to the path '//evil.example', which a browser reads as another host.
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
}

/** Where the sign-in page sends the shopper once signed in: its same-site redirect parameter, else home. */
export function afterSignInPath(search: string, home: string): string {
  const back = new URLSearchParams(search).get('redirect');
  return back ? safeRedirect(back) : home;
}
