import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ApiOptions, createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { customers, rateLimits } from '../../src/server/db/schema/index.ts';
import { listen } from '../helpers/listen.ts';
import { apiClient } from './helpers/client.ts';
import { insertCatalog } from './helpers/fixtures.ts';
import { type HasherStats, stubHasher } from './helpers/stub-hasher.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// Sign-in limits (SEC-03, SEC-04): the client address comes from the socket or trusted proxies only,
// attempts count before the password is checked, and nobody else's failures lock the owner out.

const PASSWORD = 'Gizli.123';
const WRONG = 'Yanlis.123';
const MINUTE = 60_000;
const tooMany = (minutes: number) =>
  `Çok fazla başarısız giriş denemesi yapıldı. Lütfen ${minutes} dakika sonra tekrar deneyin.`;

describe.each(testDatabases)('sign-in limits on %s', (kind) => {
  let handle: DbHandle;
  let clock = Date.parse('2026-11-25T10:00:00Z');
  let stats: HasherStats;
  let options: ApiOptions;
  let accounts = 0;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await insertCatalog(handle.db, []);
    const stub = stubHasher(2);
    stats = stub.stats;
    options = {
      now: () => clock,
      passwordHasher: stub.hasher,
      passwordGate: { concurrency: 2, queue: 500 },
      trustedProxies: 0,
    };
  });
  afterAll(() => handle.close());

  /** A customer with the stub hasher's hash of PASSWORD. */
  async function customer(): Promise<string> {
    accounts += 1;
    const email = `musteri${accounts}@ornek.com.tr`;
    await handle.db
      .insert(customers)
      .values({ email, passwordHash: `stub$${PASSWORD}`, name: 'Deneme', surname: 'Müşteri' });
    return email;
  }

  function login(client: ReturnType<typeof apiClient>, email: string, password: string, xff?: string) {
    return client.post('/auth/login', {
      form: { email, password },
      ...(xff ? { headers: { 'x-forwarded-for': xff } } : {}),
    });
  }

  test('a new X-Forwarded-For per request does not escape the limit when no proxy is trusted', async () => {
    const app = createApi(handle.db, options);
    const email = await customer();
    const attacker = apiClient(app);
    const before = stats.calls;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await login(attacker, email, WRONG, `203.0.113.${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(stats.calls - before).toBe(5);

    // Spraying many accounts from one address meets the per-address limit (30) just the same.
    const sprayer = apiClient(app);
    const spray: number[] = [];
    for (let i = 0; i < 31; i++)
      spray.push((await login(sprayer, `yok${i}@ornek.com.tr`, WRONG, `198.51.100.${i}`)).status);
    expect(spray.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(spray[30]).toBe(429);
  });

  test('behind one trusted proxy the right-most X-Forwarded-For entry is the client', async () => {
    const app = createApi(handle.db, { ...options, trustedProxies: 1 });
    const email = await customer();
    const proxy = apiClient(app, undefined, { address: '10.9.0.1' });
    const statuses: number[] = [];
    // Whatever the client writes on the left is ignored; the proxy appended 203.0.113.50.
    for (let i = 0; i < 6; i++)
      statuses.push((await login(proxy, email, WRONG, `192.0.2.${i}, 203.0.113.50`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another client behind the same proxy, even one naming the blocked address on the left, is not blocked.
    expect((await login(proxy, email, WRONG, '203.0.113.50, 203.0.113.51')).status).toBe(401);
    expect((await login(proxy, email, PASSWORD, '203.0.113.52')).status).toBe(200);

    // Two proxies: the second entry from the right.
    const two = createApi(handle.db, { ...options, trustedProxies: 2 });
    const email2 = await customer();
    const edge = apiClient(two, undefined, { address: '10.9.0.2' });
    const twice: number[] = [];
    for (let i = 0; i < 6; i++)
      twice.push((await login(edge, email2, WRONG, `192.0.2.${i}, 203.0.113.60, 10.9.0.${i + 10}`)).status);
    expect(twice).toEqual([401, 401, 401, 401, 401, 429]);
  });

  test('through a real socket the peer address counts and X-Forwarded-For is ignored', async () => {
    const app = createApi(handle.db, options);
    const email = await customer();
    const server = await listen(getRequestListener(app.fetch));
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await fetch(`${server.base}/api/catalog/auth/login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: server.base,
            'x-forwarded-for': `203.0.113.${i}`,
          },
          body: new URLSearchParams({ email, password: WRONG }),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await server.close();
    }
  });

  test('200 parallel guesses for one account: at most the limit reach the password check', async () => {
    const app = createApi(handle.db, options);
    const email = await customer();
    const attacker = apiClient(app);
    const before = stats.calls;
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => login(attacker, email, WRONG).then((r) => r.status)),
    );
    expect(stats.calls - before).toBe(5);
    expect(answers.filter((s) => s === 401)).toHaveLength(5);
    expect(answers.filter((s) => s === 429)).toHaveLength(195);

    // From 200 addresses at once: the account's own limit (20) holds them.
    const target = await customer();
    const start = stats.calls;
    const spread = await Promise.all(
      Array.from({ length: 200 }, () => login(apiClient(app), target, WRONG).then((r) => r.status)),
    );
    expect(stats.calls - start).toBeLessThanOrEqual(20);
    expect(spread.filter((s) => s === 429).length).toBeGreaterThanOrEqual(180);
    expect(spread.every((s) => s === 401 || s === 429)).toBe(true);
  });

  test("an attacker's failures do not lock the owner out", async () => {
    const app = createApi(handle.db, options);
    const email = await customer();
    const home = apiClient(app);
    expect((await login(home, email, PASSWORD)).status).toBe(200);

    const attacker = apiClient(app);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await login(attacker, email, WRONG)).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    // The owner signs in at home, and from a new place too: refused guesses count nowhere.
    expect((await login(home, email, PASSWORD)).status).toBe(200);
    expect((await login(apiClient(app), email, PASSWORD)).status).toBe(200);

    // A spread attack (6 addresses x 5 guesses) trips the account's slower limit: a new place waits
    // (5 minutes, then it passes), the owner's known address never does.
    for (let a = 0; a < 6; a++) {
      const bot = apiClient(app);
      for (let i = 0; i < 5; i++) await login(bot, email, WRONG);
    }
    const newPlace = apiClient(app);
    const refused = await login(newPlace, email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.data.error.messages.type).toBe(tooMany(5));
    expect((await login(home, email, PASSWORD)).status).toBe(200);
    clock += 5 * MINUTE + 1000;
    expect((await login(newPlace, email, PASSWORD)).status).toBe(200);
  });

  test('blocks grow with each strike; the right password clears them', async () => {
    const app = createApi(handle.db, options);
    const email = await customer();
    const me = apiClient(app);
    for (let i = 0; i < 5; i++) expect((await login(me, email, WRONG)).status).toBe(401);
    const first = await login(me, email, WRONG);
    expect(first.data.error.messages.type).toBe(tooMany(5));
    expect(first.headers.get('retry-after')).toBe('300');
    clock += 5 * MINUTE;
    for (let i = 0; i < 5; i++) expect((await login(me, email, WRONG)).status).toBe(401);
    const second = await login(me, email, WRONG);
    expect(second.status).toBe(429);
    expect(second.data.error.messages.type).toBe(tooMany(10));
    // Hammering a block does not lengthen it.
    clock += 9 * MINUTE;
    expect((await login(me, email, PASSWORD)).data.error.messages.type).toBe(tooMany(1));
    clock += MINUTE;
    expect((await login(me, email, PASSWORD)).status).toBe(200);
    const after = await Promise.all([1, 2, 3, 4, 5].map(() => login(me, email, WRONG)));
    expect(after.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
  });

  test('two app instances on one database share the counters', async () => {
    const one = createApi(handle.db, options);
    const two = createApi(handle.db, options);
    const email = await customer();
    const address = '203.0.113.77';
    const viaOne = apiClient(one, undefined, { address });
    const viaTwo = apiClient(two, undefined, { address });
    for (let i = 0; i < 3; i++) expect((await login(viaOne, email, WRONG)).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await login(viaTwo, email, WRONG)).status).toBe(401);
    expect((await login(viaOne, email, WRONG)).status).toBe(429);
    expect((await login(viaTwo, email, PASSWORD)).status).toBe(429);
  });

  test('keys are short hashes whatever the client sends, and expired rows are purged', async () => {
    const app = createApi(handle.db, { ...options, trustedProxies: 1 });
    const proxy = apiClient(app);
    await login(proxy, 'uzun@ornek.com.tr', WRONG, `x${'9'.repeat(16_000)}`);
    const rows = await handle.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(rows.length).toBeGreaterThan(0);
    expect(Math.max(...rows.map((r) => r.key.length))).toBeLessThanOrEqual(48);
    expect(rows.some((r) => r.key.includes('@') || r.key.includes('203.0.113'))).toBe(false);

    // Two days later every window, block and strike memory is over: the next hit purges them, while
    // the addresses known to their accounts (90 days) stay.
    clock += 2 * 24 * 60 * MINUTE;
    await login(apiClient(app), 'sonra@ornek.com.tr', WRONG);
    const keys = (await handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    // Only the four rows of that last attempt, beside the known addresses.
    expect(keys.filter((key) => !key.startsWith('login.known:'))).toHaveLength(4);
    expect(keys.some((key) => key.startsWith('login.known:'))).toBe(true);
  });
});
