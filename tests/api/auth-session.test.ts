import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { apiClient } from './helpers/client.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const zeynep = {
  name: 'Zeynep',
  surname: 'Kaya',
  email: 'zeynep@ornek.com.tr',
  password: 'Gizli.123',
  passwordVerify: 'Gizli.123',
};

describe.each(testDatabases)('GET /auth/session (the header asks who is shopping) on %s', (kind) => {
  let handle: DbHandle;
  let app: ReturnType<typeof createApi>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    app = createApi(handle.db);
  });
  afterAll(() => handle.close());

  test('a guest gets 200 with no customer, and no session is started for asking', async () => {
    const guest = apiClient(app);
    const res = await guest.get('/auth/session');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ customer: null });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(guest.cookie).toBe('');
    // GET /auth/me keeps its 401 for callers that need a signed-in customer.
    expect((await guest.get('/auth/me')).status).toBe(401);
  });

  test('a signed-in customer gets their public fields, and a guest again after signing out', async () => {
    const shopper = apiClient(app);
    expect((await shopper.post('/auth/register', { form: zeynep })).status).toBe(201);
    const res = await shopper.get('/auth/session');
    expect(res.status).toBe(200);
    expect(res.data.customer).toMatchObject({
      name: 'Zeynep',
      surname: 'Kaya',
      email: 'zeynep@ornek.com.tr',
    });
    expect(JSON.stringify(res.data)).not.toMatch(/hash|scrypt/i);

    const token = shopper.cookie;
    await shopper.post('/auth/logout');
    const replay = apiClient(app);
    replay.cookie = token;
    expect((await replay.get('/auth/session')).data).toEqual({ customer: null });
  });

  test('a made-up session cookie is a guest, not an error', async () => {
    const forged = apiClient(app);
    forged.cookie = 'sid=not-a-real-token';
    const res = await forged.get('/auth/session');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ customer: null });
  });
});
