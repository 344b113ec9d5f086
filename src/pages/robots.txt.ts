import type { APIRoute } from 'astro';
import { SITE_URL } from '../seo/site-url.ts';

/** robots.txt: everything but the API, the cart, the account and payment pages; the sitemap's address. */
export const GET: APIRoute = () => {
  const base = SITE_URL;
  const lines = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /sepet',
    'Disallow: /account/',
    'Disallow: /en/account/',
    'Disallow: /payment/',
    'Disallow: /siparis/',
    'Disallow: /degerlendirmelerim',
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap-index.xml', base).href}`,
    '',
  ];
  return new Response(lines.join('\n'), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
