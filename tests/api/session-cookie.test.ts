import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { siteAddress } from '../../src/server/site-address.ts';
import { apiClient } from './helpers/client.ts';
import { insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// SEC-06, SEC-16: the session cookie and the cross-site guard follow SITE_URL, not the scheme or Host
// a request reaches the server with (behind a TLS proxy both are the proxy's).

const ayse = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: 'ayse@ornek.com.tr',
  password: 'Gizli.123',
  passwordVerify: 'Gizli.123',
};

describe.each(testDatabases)('the quick start (no SITE_URL, http://localhost) on %s', (kind) => {
  let handle: DbHandle;
  let app: ReturnType<typeof createApi>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await insertCatalog(handle.db, []);
    app = createApi(handle.db, { site: siteAddress({}) });
  });
  afterAll(() => handle.close());

  test('on the http quick start the session cookie is plain `sid`, not Secure (the browser would drop it)', async () => {
    const shopper = apiClient(app, 'http://localhost:4321');
    const res = await shopper.post('/auth/register', { form: { ...ayse, email: 'ayse.http@ornek.com.tr' } });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sid=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect((await shopper.get('/auth/session')).data.customer.email).toBe('ayse.http@ornek.com.tr');
    const out = await shopper.post('/auth/logout');
    expect(out.headers.get('set-cookie')).toMatch(/^sid=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(out.headers.get('clear-site-data')).toBe('"storage"');
  });
});

describe.each(testDatabases)('an https shop (SITE_URL https://) behind a TLS proxy on %s', (kind) => {
  let handle: DbHandle;
  let app: ReturnType<typeof createApi>;
  const site = 'https://www.anadoluticaret.com.tr';

  /** A browser's call as the shop's Node server receives it from the proxy: plain http, its own Host. */
  function viaProxy(method: string, path: string, headers: Record<string, string>, body?: URLSearchParams) {
    return app.request(`http://127.0.0.1:4321/api/catalog${path}`, {
      method,
      headers: { host: '127.0.0.1:4321', ...headers },
      body,
    });
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await insertCatalog(handle.db, []);
    app = createApi(handle.db, { site: siteAddress({ SITE_URL: site }) });
  });
  afterAll(() => handle.close());

  test('the session cookie is __Host-sid and Secure although the request reached the server over http', async () => {
    const res = await viaProxy('POST', '/auth/register', { origin: site }, new URLSearchParams(ayse));
    expect(res.status).toBe(201);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      /^__Host-sid=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(cookie).not.toMatch(/Domain=/i);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');

    const token = cookie.split(';')[0]?.split('=')[1] ?? '';
    const me = await viaProxy('GET', '/auth/session', { cookie: `__Host-sid=${token}` });
    expect(((await me.json()) as { customer: { email: string } }).customer.email).toBe(ayse.email);
    // A plain `sid` cookie (set by a sibling subdomain or over http: cookie tossing) is not the session.
    const tossed = await viaProxy('GET', '/auth/session', { cookie: `sid=${token}` });
    expect(await tossed.json()).toEqual({ customer: null });

    // Signing out deletes the same cookie (a __Host- cookie is only replaced by a Secure one on /) and
    // clears the shop's storage in the browser (the order note); not its cache.
    const out = await viaProxy('POST', '/auth/logout', { origin: site, cookie: `__Host-sid=${token}` });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(
      /^__Host-sid=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(out.headers.get('clear-site-data')).toBe('"storage"');
  });

  test('a state change must come from the shop’s own origin: scheme and port too, whatever Host the proxy sends', async () => {
    const login = new URLSearchParams({ email: ayse.email, password: ayse.password });
    // The proxy rewrote Host to the Node server's: the origin still matches SITE_URL.
    expect((await viaProxy('POST', '/auth/login', { origin: site }, login)).status).toBe(200);
    for (const foreign of [
      'http://www.anadoluticaret.com.tr', // the same host over plain http
      'https://www.anadoluticaret.com.tr:8443',
      'https://shop.anadoluticaret.com.tr', // a sibling subdomain: same-site, not same-origin
      'http://127.0.0.1:4321', // the Host header the proxy sent
      'null',
    ]) {
      const res = await viaProxy('POST', '/auth/login', { origin: foreign }, login);
      expect(res.status, foreign).toBe(403);
      expect(((await res.json()) as { error: { messages: { type: string } } }).error.messages.type).toBe(
        'Bu istek başka bir siteden geldiği için reddedildi.',
      );
    }
  });
});
