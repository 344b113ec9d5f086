import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { APIResponse } from '@playwright/test';
import { servedBuildFolder } from '../../scripts/lib/site-builds/build-folders.ts';
import { expect, forgetFramingRefusals, frameIn, frameRefused, openForeignSite, test } from './fixtures.ts';

// SEC-07: the headers the real server (npm start) sends with pages, files and the API, and the
// Content-Security-Policy Astro writes into every built page. The shared fixture (fixtures.ts) fails
// every browser test whose pages break that policy.

function directives(policy: string | null | undefined): Record<string, string> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

function expectPageHeaders(res: APIResponse, frame: "'none'" | "'self'") {
  const headers = res.headers();
  const what = res.url();
  expect(directives(headers['content-security-policy']), what).toEqual({
    'base-uri': "'none'",
    'object-src': "'none'",
    'form-action': "'self'",
    'frame-ancestors': frame,
  });
  expect(headers['x-frame-options'], what).toBe(frame === "'self'" ? 'SAMEORIGIN' : 'DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  // The e2e shop is http://127.0.0.1: no HSTS (an https SITE_URL turns it on, see the API tests).
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

test('pages, files and Astro’s answers refuse framing, sniffing and full referrers; the payment page may be framed by the shop', async ({
  request,
}) => {
  const list = await (await request.get('/api/catalog/products')).json();
  const product = list.items[0] as { id: number; seo: string };
  for (const path of [
    '/',
    '/en/',
    `/${product.seo}-p-${product.id}`,
    '/sepet',
    '/siparis/odeme',
    '/account',
    '/robots.txt',
    '/favicon.svg',
    '/boyle-bir-sayfa-yok', // Astro's 404
    '/image/150/404.png', // Astro's image route
  ]) {
    expectPageHeaders(await request.get(path), "'none'");
  }
  for (const path of ['/payment/start', '/payment/start/', '/en/payment/start']) {
    expectPageHeaders(await request.get(path), "'self'");
  }
  // A 304 keeps them too.
  const page = await request.get('/');
  const again = await request.get('/', { headers: { 'if-none-match': page.headers().etag ?? '' } });
  expect(again.status()).toBe(304);
  expectPageHeaders(again, "'none'");
});

test('API answers that read a session are no-store; the public catalog keeps its caching', async ({
  request,
}) => {
  const cart = await request.get('/api/catalog/cart');
  expect(cart.headers()['cache-control']).toBe('no-store');
  expect(directives(cart.headers()['content-security-policy'])).toEqual({
    'default-src': "'none'",
    'frame-ancestors': "'none'",
  });
  expect(cart.headers()['x-content-type-options']).toBe('nosniff');
  const products = await request.get('/api/catalog/products');
  expect(products.headers()['cache-control'] ?? '').not.toContain('no-store');
});

test('every built page carries its policy, and every inline script and style of it is hashed there', () => {
  const client = resolve(servedBuildFolder(resolve(process.env.DIST_DIR ?? 'dist')) ?? 'dist', 'client');
  const pages = htmlFiles(client);
  expect(pages.length).toBeGreaterThan(100);
  const missing: string[] = [];
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const name = relative(client, file);
    const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1];
    if (!policy) {
      missing.push(`${name}: no policy`);
      continue;
    }
    const d = directives(policy);
    expect(d['default-src'], name).toBe("'self'");
    expect(d['script-src'], name).toMatch(/^'self'( 'sha256-[\w+/=]+')+$/);
    // The policy must come before the first script that runs.
    const firstRunnable = html.search(/<script(?![^>]*type="application\/(?:ld\+)?json")[\s>]/);
    if (firstRunnable >= 0 && html.indexOf('http-equiv="content-security-policy"') > firstRunnable)
      missing.push(`${name}: policy after a script`);
    for (const [, attributes = '', body = ''] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
      if (/\ssrc=/.test(attributes) || /type="application\/(?:ld\+)?json"/.test(attributes)) continue;
      if (!d['script-src']?.includes(`'sha256-${sha256(body)}'`))
        missing.push(`${name}: script ${body.slice(0, 60)}`);
    }
    for (const [, , body = ''] of html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/g)) {
      if (!d['style-src']?.includes(`'sha256-${sha256(body)}'`))
        missing.push(`${name}: style ${body.slice(0, 60)}`);
    }
  }
  expect(missing).toEqual([]);
});

test('another site cannot frame a shop page: frame-ancestors refuses it, and X-Frame-Options for older browsers', async ({
  page,
  baseURL,
  cspViolations,
}) => {
  // Each header alone refuses the frame; with both taken away (the control) the page would show.
  for (const strip of [
    [],
    ['x-frame-options'],
    ['content-security-policy'],
    ['content-security-policy', 'x-frame-options'],
  ]) {
    await page.unrouteAll();
    await page.route('**/sepet', async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      for (const name of strip) delete headers[name];
      await route.fulfill({ response, headers });
    });
    await openForeignSite(page);
    await frameIn(page, `${baseURL}/sepet`);
    const framed = page.getByTitle('Framed').contentFrame();
    if (strip.length === 2) await expect(framed.getByRole('main')).toBeVisible();
    else {
      await expect.poll(() => frameRefused(page), { message: `without ${strip.join(', ')}` }).toBe(true);
      await expect(framed.getByRole('main')).toHaveCount(0);
    }
  }
  forgetFramingRefusals(cspViolations);
});

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}
