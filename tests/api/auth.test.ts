import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { apiClient } from './helpers/client.ts';
import { type CatalogIds, insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const ayse = { name: 'Ayşe', surname: 'Yılmaz', password: 'Gizli.123', passwordVerify: 'Gizli.123' };

describe.each(testDatabases)('accounts and sessions on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  let app: ReturnType<typeof createApi>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertCatalog(handle.db, [
      { code: 'KLM-1', name: 'Kalem', price: 500, quantity: '5' },
      { code: 'DEF-1', name: 'Defter', price: 2500, quantity: '50' },
      { code: 'ZRF-1', name: 'Zarf', price: 100, quantity: '50000' },
    ]);
    app = createApi(handle.db);
  });
  afterAll(() => handle.close());

  test('registers, signs in with a new token, and never shows the password hash', async () => {
    const shopper = apiClient(app);
    await shopper.post(`/cart/${ids.products['DEF-1']}`, { form: { quantity: '1' } });
    const guestCookie = shopper.cookie;
    const res = await shopper.post('/auth/register', { form: { ...ayse, email: ' Ayse@Ornek.com.TR ' } });
    expect(res.status).toBe(201);
    expect(res.data.customer).toMatchObject({ name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@ornek.com.tr' });
    expect(JSON.stringify(res.data)).not.toMatch(/scrypt|hash/i);
    expect(shopper.cookie).not.toBe(guestCookie);
    expect((await shopper.get('/auth/me')).data.customer.email).toBe('ayse@ornek.com.tr');
    // The guest cart came along.
    expect((await shopper.get('/cart')).data.items).toHaveLength(1);
    // The guest token is no longer a session.
    const old = apiClient(app);
    old.cookie = guestCookie;
    expect((await old.get('/cart')).data.items).toEqual([]);
  });

  test('refuses a second account on the same email and bad forms with the spec texts', async () => {
    const dup = await apiClient(app).post('/auth/register', {
      form: { ...ayse, email: 'ayse@ornek.com.tr' },
    });
    expect(dup.status).toBe(409);
    expect(dup.data.error.messages.type).toBe('Bu e-posta adresiyle kayıtlı bir hesap zaten var.');
    const mismatch = await apiClient(app).post('/auth/register', {
      form: { ...ayse, email: 'x@ornek.com.tr', passwordVerify: 'Baska.123' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.data.error.messages.type).toBe('Şifreleriniz eşleşmiyor.');
    const short = await apiClient(app).post('/auth/register', {
      form: { ...ayse, email: 'y@ornek.com.tr', password: '123', passwordVerify: '123' },
    });
    expect(short.data.error.messages.type).toBe('Şifreniz 6 karakterden kısa, 30 karakterden uzun olamaz.');
  });

  test('signs in, merges the guest cart within stock, signs out on the server', async () => {
    const first = apiClient(app);
    await first.post('/auth/login', { form: { email: 'ayse@ornek.com.tr', password: ayse.password } });
    await first.post(`/cart/${ids.products['KLM-1']}`, { form: { quantity: '4' } });

    const guest = apiClient(app);
    await guest.post(`/cart/${ids.products['KLM-1']}`, { form: { quantity: '3' } });
    const login = await guest.post('/auth/login', {
      form: { email: 'AYSE@ornek.com.tr', password: ayse.password },
    });
    expect(login.status).toBe(200);
    const lines = (await guest.get('/cart')).data.items;
    const kalem = lines.find((l: { product: { code: string } }) => l.product.code === 'KLM-1');
    // 4 saved + 3 from the guest cart, but only 5 in stock.
    expect(kalem.quantity).toBe(5);

    const signedIn = guest.cookie;
    expect((await guest.post('/auth/logout')).status).toBe(200);
    const replay = apiClient(app);
    replay.cookie = signedIn;
    expect((await replay.get('/auth/me')).status).toBe(401);
    expect((await replay.get('/cart')).data.items).toEqual([]);
  });

  test('a merge stops at the line limit: 6,000 guest envelopes into 6,000 saved make 10,000', async () => {
    const zarf = ids.products['ZRF-1'];
    const sixThousand = async (client: ReturnType<typeof apiClient>) => {
      expect((await client.post(`/cart/${zarf}`, { form: { quantity: '1' } })).status).toBe(201);
      expect((await client.patch(`/cart/${zarf}`, { json: { quantity: 6000 } })).status).toBe(200);
    };
    const saved = apiClient(app);
    await saved.post('/auth/login', { form: { email: 'ayse@ornek.com.tr', password: ayse.password } });
    await sixThousand(saved);
    const guest = apiClient(app);
    await sixThousand(guest);
    const login = await guest.post('/auth/login', {
      form: { email: 'ayse@ornek.com.tr', password: ayse.password },
    });
    expect(login.status).toBe(200);
    const lines = (await guest.get('/cart')).data.items as { product: { code: string }; quantity: number }[];
    expect(lines.find((l) => l.product.code === 'ZRF-1')?.quantity).toBe(10_000);
    // The line is one the cart accepts: a change within the limit goes through.
    expect((await guest.patch(`/cart/${zarf}`, { json: { quantity: 9999 } })).status).toBe(200);
  });

  test('answers wrong credentials with 401 and too many with 429, in Turkish', async () => {
    const shopper = apiClient(app);
    const wrong = await shopper.post('/auth/login', {
      form: { email: 'ayse@ornek.com.tr', password: 'Yanlis.1' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.data.error.messages.type).toBe('E-posta adresiniz veya şifreniz hatalı.');
    const unknown = await shopper.post('/auth/login', {
      form: { email: 'kimse@ornek.com.tr', password: 'Yanlis.1' },
    });
    expect(unknown.data).toEqual(wrong.data);
    const victim = `hedef-${kind}@ornek.com.tr`;
    for (let i = 0; i < 5; i++) {
      expect(
        (await shopper.post('/auth/login', { form: { email: victim, password: 'Yanlis.1' } })).status,
      ).toBe(401);
    }
    const blocked = await shopper.post('/auth/login', { form: { email: victim, password: 'Yanlis.1' } });
    expect(blocked.status).toBe(429);
    // The first block of the back-off: 5 minutes (src/server/http/rate-limit-policies.ts).
    expect(blocked.data.error.messages.type).toBe(
      'Çok fazla başarısız giriş denemesi yapıldı. Lütfen 5 dakika sonra tekrar deneyin.',
    );
    expect(blocked.headers.get('retry-after')).toBe('300');
  });

  test('the current customer is 401 for a guest', async () => {
    const res = await apiClient(app).get('/auth/me');
    expect(res.status).toBe(401);
    expect(res.data.error.messages.type).toBe('Bu işlem için giriş yapmalısınız.');
  });
});
