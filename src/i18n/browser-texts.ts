/**
 * The texts of the page in the browser. A page names its locale's texts file in a
 * `<link rel="preload" as="fetch" id="shop-texts">` (PageTexts.astro, texts-file.ts): the file has
 * its content's hash in its name and is cached for a year, so a shopper fetches it once, while the
 * page's HTML stays small (the texts, about 34 KB, were once inline in each of a build's pages).
 *
 * This module waits for the file before it is done (a top-level await): every island imports the
 * texts through src/i18n/index.ts, so none renders before the texts are there. On the server, and
 * on a page that names no texts file, it waits for nothing.
 */

/** The id of the element that names the file of a page's texts. */
export const TEXTS_ELEMENT_ID = 'shop-texts';

const inBrowser = !(import.meta.env?.SSR ?? typeof document === 'undefined');

/** Fetches the texts file, trying once more when the network fails; throws when it cannot. */
async function fetchTexts(href: string): Promise<Record<string, string>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // The same request as the preload's (same-origin credentials, CORS mode): the preloaded answer is used.
      const response = await fetch(href, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${href} answered ${response.status}`);
      return (await response.json()) as Record<string, string>;
    } catch (err) {
      if (attempt >= 2) throw err;
    }
  }
}

function textsHref(): string | undefined {
  const element = document.getElementById(TEXTS_ELEMENT_ID);
  return element instanceof HTMLLinkElement ? element.href : undefined;
}

const href = inBrowser ? textsHref() : undefined;

/** The page's texts by key (in the browser; undefined on the server, which reads the dictionaries). */
export const pageTexts: Readonly<Record<string, string>> | undefined =
  href === undefined ? (inBrowser ? {} : undefined) : await fetchTexts(href);
