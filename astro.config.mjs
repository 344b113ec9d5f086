// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { buildPartRoutes, sitemapBase } from './scripts/lib/build-part-routes.ts';
import { recordBuiltSite } from './scripts/lib/built-site.ts';
import { sitemapLanguages } from './scripts/lib/sitemap-languages.ts';
import { tagReactIslands } from './scripts/lib/tag-react-islands.ts';
import { TEXTS_PATH_PREFIX } from './src/i18n/texts-file.ts';
import { siteAddress } from './src/server/site-address.ts';
import { buildPart } from './src/snapshot/build-part.ts';

// The shop's public address (canonical links, the sitemap, share links), read by the one reader of
// SITE_URL that the server also uses for cookies, HSTS and the cross-site guard. The build records it
// (scripts/lib/built-site.ts), so that `npm start` builds again when SITE_URL changes.
const site = siteAddress().origin;

/**
 * A page URL as the canonical links write it: '/elektronik', not '/elektronik/' (the root keeps its '/').
 * @param {string} url
 */
function withoutTrailingSlash(url) {
  const u = new URL(url);
  if (u.pathname.length > 1) u.pathname = u.pathname.replace(/\/+$/, '');
  return u.href;
}

/**
 * The API as an Astro route for `astro dev` only. `npm start` serves the API itself on its one database
 * handle; a copy inside the production build would be a second API on a second handle (SEC-01).
 * @returns {import('astro').AstroIntegration}
 */
function devApi() {
  return {
    name: 'shop:dev-api',
    hooks: {
      'astro:config:setup': ({ command, injectRoute }) => {
        if (command === 'dev')
          injectRoute({ pattern: '/api/[...path]', entrypoint: './src/server/http/dev-api-route.ts' });
      },
    },
  };
}

/**
 * The texts files of the islands (src/i18n/texts-route.ts), at /_texts/: a file route cannot start
 * with '_', an injected one can.
 * @returns {import('astro').AstroIntegration}
 */
function textsFiles() {
  return {
    name: 'shop:texts-files',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        injectRoute({
          pattern: `${TEXTS_PATH_PREFIX}[file]`,
          entrypoint: './src/i18n/texts-route.ts',
          prerender: true,
        });
      },
    },
  };
}

/**
 * This build process's share of the pages (SHOP_BUILD_PART, set by the rebuild, which runs one build
 * per core and merges them: scripts/lib/site-builds/build-parts.ts); the whole site otherwise.
 */
const part = buildPart();
const partRoutes = buildPartRoutes(part);

/** The sitemap's language links: each page's Turkish and English addresses. */
const languages = sitemapLanguages(new URL('/', site).href, 'tr', { tr: 'tr', en: 'en' });

/** React's and Astro's React client modules, which every page with an island loads. */
const REACT_MODULES = /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]|preload-helper/;
/** The islands of the shop's layout (ShopLayout.astro), which every page with the layout hydrates. */
const LAYOUT_ISLANDS = /[\\/]src[\\/]islands[\\/](MiniCart|AccountLink|ShopperChoices|CookieNotice)\.tsx$/;

export default defineConfig({
  site,
  output: 'static',
  adapter: node({ mode: 'standalone' }),
  integrations: [
    devApi(),
    // The first share writes the files every share's pages name.
    ...(part.index === 0 ? [textsFiles()] : []),
    tagReactIslands(),
    recordBuiltSite(),
    // Which pages this build process owns: the sitemap's filter asks it.
    partRoutes.integration,
    // Static pages render islands to a string: no streaming needed, and a measured share of build time.
    react({ experimentalDisableStreaming: true }),
    sitemap({
      filenameBase: sitemapBase(part),
      // Pages search engines should not list: the search results, the sign-in and password reset pages, the payment frame, the cart and checkout, 404;
      // and pages another build process owns (each lists its own).
      filter: (page) => {
        const listed =
          partRoutes.listed(page) &&
          !/^\/(?:en\/)?(?:search|404|account|payment|sepet|siparis|sifremi-unuttum|sifre-yenile)(?:\/|$)/.test(
            new URL(page).pathname,
          );
        if (listed) languages.note(page);
        return listed;
      },
      // The same URL as each page's canonical link: no trailing slash (the build writes folders), with
      // its language links (in place of the sitemap's i18n option: scripts/lib/sitemap-languages.ts).
      serialize: (item) => ({
        ...item,
        url: withoutTrailingSlash(item.url),
        links: languages.links(item.url)?.map((l) => ({ ...l, url: withoutTrailingSlash(l.url) })),
      }),
    }),
  ],
  i18n: {
    defaultLocale: 'tr',
    locales: ['tr', 'en'],
    routing: { prefixDefaultLocale: false },
  },
  trailingSlash: 'ignore',
  // The API's own guard (src/server/http/same-origin.ts) refuses cross-site state changes by Origin
  // and Sec-Fetch-Site, JSON included; Astro's form-only check would also refuse non-browser
  // clients that send no Origin (which cannot carry a shopper's cookies), so it is off.
  security: {
    checkOrigin: false,
    // The Content-Security-Policy of every page, written into its <meta http-equiv> at build time:
    // scripts and styles only from the site and the hashes Astro computes for its inline ones (the
    // island hydration scripts and styles, hoisted scripts). JSON-LD is data, not a script; the
    // islands' texts are a file (src/i18n/texts-file.ts). Style attributes (React's style={{…}}:
    // image aspect ratios, star widths) cannot be hashed and cannot run code: they are allowed. What
    // a <meta> cannot carry (frame-ancestors) is sent as an HTTP header by the server
    // (src/server/http/security-headers.ts). Not in `astro dev`.
    csp: {
      directives: ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'self'"],
      styleDirective: { resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  // No Markdown pages: no Shiki, whose inline styles the policy would refuse.
  markdown: { syntaxHighlight: false },
  build: { format: 'directory', concurrency: 4 },
  vite: {
    build: {
      assetsInlineLimit: 0,
      // Chunks by what loads together, since each file costs its own gzip frame and import lines
      // (`npm run bench:pages`): React, Astro's React client, and the header's and cookie notice's
      // islands with what they import, in one file, as every page that hydrates anything has the
      // shop's layout and hydrates all four (0.1-0.7 KB less than two files on each page, and no
      // page loads more). The payment frame shares that file's texts and API client; it opens
      // inside the payment step, which has already loaded it.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'layout',
                test: new RegExp(`${REACT_MODULES.source}|${LAYOUT_ISLANDS.source}`),
              },
            ],
          },
        },
      },
    },
  },
});
