// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';

const site = process.env.SITE_URL ?? 'http://localhost:4321';

export default defineConfig({
  site,
  output: 'static',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), sitemap({ i18n: { defaultLocale: 'tr', locales: { tr: 'tr-TR', en: 'en-US' } } })],
  i18n: {
    defaultLocale: 'tr',
    locales: ['tr', 'en'],
    routing: { prefixDefaultLocale: false },
  },
  trailingSlash: 'ignore',
  // The API's own guard (src/server/http/same-origin.ts) refuses cross-site state changes by Origin
  // and Sec-Fetch-Site, JSON included; Astro's form-only check would also refuse non-browser
  // clients that send no Origin (which cannot carry a shopper's cookies), so it is off.
  security: { checkOrigin: false },
  build: { format: 'directory' },
  vite: {
    build: { assetsInlineLimit: 0 },
  },
});
