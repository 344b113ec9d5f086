/**
 * The shop's public address as the build knows it: astro.config.mjs `site`, from SITE_URL. Every
 * absolute URL the pages write (canonical, hreflang, Open Graph, JSON-LD, robots.txt; the sitemap
 * uses `site` itself) and the islands build (the cart share link) starts with it, so they agree with
 * each other, whichever host a page happens to be opened on.
 */
export const SITE_URL: URL = new URL(import.meta.env.SITE);
