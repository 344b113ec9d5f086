import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import {
  apiSecurityHeaders,
  isPaymentFramePath,
  pageSecurityHeaders,
  secureApi,
} from '../../src/server/http/security-headers.ts';

const http = { https: false };
const https = { https: true };

/** The directives of a policy, by name. */
function directives(policy: string | undefined): Record<string, string> {
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

describe('the headers of pages and files', () => {
  test('no page may be framed, by frame-ancestors and by X-Frame-Options for older browsers', () => {
    for (const url of [
      '/',
      '/sepet',
      '/en/account',
      '/siparis/odeme',
      '/payment/start-later',
      '/x/payment/start',
    ]) {
      const headers = pageSecurityHeaders(url, http);
      expect(directives(headers['content-security-policy'])['frame-ancestors'], url).toBe("'none'");
      expect(headers['x-frame-options'], url).toBe('DENY');
    }
  });

  test('the payment page may be framed by the shop itself, which opens it in the checkout', () => {
    for (const url of [
      '/payment/start',
      '/payment/start/',
      '/payment/start/index.html',
      '/payment/start?amount=10',
      '/en/payment/start',
      '/en/payment/start/?type=pay',
    ]) {
      expect(isPaymentFramePath(url), url).toBe(true);
      const headers = pageSecurityHeaders(url, http);
      expect(directives(headers['content-security-policy'])['frame-ancestors'], url).toBe("'self'");
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  test('the HTTP policy adds what a <meta> cannot say and leaves scripts and styles to the page’s hashes', () => {
    const policy = directives(pageSecurityHeaders('/', http)['content-security-policy']);
    expect(policy).toEqual({
      'base-uri': "'none'",
      'object-src': "'none'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
    // A default-src or script-src here would refuse the hashed inline scripts of every island.
    expect(Object.keys(policy).some((d) => /^(default|script|style)-src/.test(d))).toBe(false);
  });

  test('no sniffing and no full address to other sites, on http and https', () => {
    for (const site of [http, https]) {
      const headers = pageSecurityHeaders('/', site);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  test('HSTS only when the shop is https (SITE_URL), for a year and the subdomains', () => {
    expect(pageSecurityHeaders('/', http)).not.toHaveProperty('strict-transport-security');
    expect(pageSecurityHeaders('/', https)['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('the headers of the API', () => {
  test('JSON that loads nothing and is never framed', () => {
    const headers = apiSecurityHeaders(http);
    expect(directives(headers['content-security-policy'])).toEqual({
      'default-src': "'none'",
      'frame-ancestors': "'none'",
    });
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers).not.toHaveProperty('strict-transport-security');
    expect(apiSecurityHeaders(https)['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  test('every kind of answer gets them: JSON, a body, and a redirect whose headers cannot change', async () => {
    const app = new Hono();
    app.use(secureApi(http, (c) => c.req.path.startsWith('/public')));
    app.get('/json', (c) => c.json({ ok: true }));
    app.get('/public', (c) => c.body('[]', 200, { 'content-type': 'application/json' }));
    app.get('/moved', () => Response.redirect('http://127.0.0.1/elsewhere', 302));
    const expected = apiSecurityHeaders(http);
    for (const path of ['/json', '/public', '/moved']) {
      const res = await app.request(path);
      for (const [name, value] of Object.entries(expected)) expect(res.headers.get(name), path).toBe(value);
      expect(res.headers.get('cache-control'), path).toBe(path === '/public' ? null : 'no-store');
    }
    expect(await (await app.request('/json')).json()).toEqual({ ok: true });
    expect((await app.request('/moved')).headers.get('location')).toBe('http://127.0.0.1/elsewhere');
  });
});
