/**
 * The shop's public address (SITE_URL): the one origin that canonical links, the sitemap, share links
 * and e-mails name, that the cross-site guard compares against, and whose scheme decides the Secure
 * `__Host-` session cookie and HSTS, behind a TLS proxy too. Without SITE_URL the shop is the quick
 * start on http://localhost:4321. The one reader of SITE_URL: astro.config.mjs takes the build's
 * `site` from it too, and `npm start` builds again when it no longer matches the build's.
 */

/** The quick start's address, used when SITE_URL is not set. */
export const QUICK_START_SITE_URL = 'http://localhost:4321';

/** What the server needs to know of the shop's public address. */
export interface SiteAddress {
  /** The origin every absolute URL starts with: 'https://shop.example.com' (no trailing slash). */
  readonly origin: string;
  /** Whether shoppers reach the shop over https (a Secure `__Host-` cookie, HSTS). */
  readonly https: boolean;
  /** Whether SITE_URL was set; false for the quick start's default. */
  readonly configured: boolean;
}

/** The shop's address from SITE_URL (else the quick start's); throws a one-line message when it is not an http(s) URL. */
export function siteAddress(env: NodeJS.ProcessEnv = process.env): SiteAddress {
  const value = env.SITE_URL?.trim();
  const configured = Boolean(value);
  let url: URL | undefined;
  try {
    url = new URL(value || QUICK_START_SITE_URL);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password)
    throw new Error(`SITE_URL must be the shop's address such as https://shop.example.com, not "${value}"`);
  return { origin: url.origin, https: url.protocol === 'https:', configured };
}

/** Whether a host name or address is this machine only (localhost, 127.x.x.x, ::1). */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(h) || h === '::1';
}

/**
 * The one-line warning `npm start` prints when the shop listens beyond this machine while its links
 * would name a local address (SITE_URL unset or pointing at localhost); null when all is well.
 */
export function siteAddressWarning(listenHost: string, site: SiteAddress): string | null {
  if (isLoopbackHost(listenHost)) return null;
  if (!isLoopbackHost(new URL(site.origin).hostname)) return null;
  return (
    `Warning: HOST ${listenHost} is reachable from other machines but SITE_URL is ${site.origin}: ` +
    "canonical links, the sitemap and share links will name it; set SITE_URL to the shop's public address " +
    '(npm start then builds the site for it)'
  );
}
