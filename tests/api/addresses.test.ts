import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import { tokenHash } from '../../src/server/auth/session.ts';
import { forgetCachedSettings } from '../../src/server/catalog/settings-repo.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { sessions, settings } from '../../src/server/db/schema/index.ts';
import { apiClient } from './helpers/client.ts';
import { insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// Kadıköy (3423) is a district of İstanbul (34); Çankaya of Ankara (6).
const home = {
  property_address_title: 'Ev',
  property_name: 'Ayşe Yılmaz',
  property_country: 'TR',
  property_city: '34',
  property_town: '3423',
  property_address: 'Caferağa Mah. Moda Cad. No: 12 D: 3',
  property_number: '+90 (532) 123 45 67',
  // Passes the T.C. Kimlik No checksum the shop checks by default (tcknVknKontrol '1').
  property_id_number: '12345678950',
  property_company_name: '',
  property_tax_number: '',
  property_tax_office: '',
};

describe.each(testDatabases)('addresses on %s', (kind) => {
  let handle: DbHandle;
  let app: ReturnType<typeof createApi>;
  let owner: ReturnType<typeof apiClient>;
  let other: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await insertCatalog(handle.db, [], { tcknVknKontrol: '1' });
    app = createApi(handle.db);
    const password = 'Gizli.123';
    owner = apiClient(app);
    await owner.post('/auth/register', {
      form: {
        name: 'Ayşe',
        surname: 'Yılmaz',
        email: 'ayse@ornek.com.tr',
        password,
        passwordVerify: password,
      },
    });
    other = apiClient(app);
    await other.post('/auth/register', {
      form: { name: 'Can', surname: 'Öz', email: 'can@ornek.com.tr', password, passwordVerify: password },
    });
  });
  afterAll(() => handle.close());

  test('creates an individual address from the multipart property_* fields and lists it', async () => {
    const res = await owner.post('/address', { multipart: home });
    expect(res.status).toBe(201);
    expect(res.data.address).toMatchObject({
      addressTitle: 'Ev',
      name: 'Ayşe Yılmaz',
      country: 'TR',
      cityName: 'İSTANBUL',
      townName: 'Kadıköy',
      number: '+90 (532) 123 45 67',
      idNumber: '12345678950',
      invoiceType: 'bireysel',
    });
    const list = await owner.get('/address');
    expect(list.data).toHaveLength(1);
  });

  test('keeps tax office and tax number in their own fields for a corporate address', async () => {
    const res = await owner.post('/address', {
      multipart: {
        ...home,
        property_address_title: 'Şirket',
        property_city: '6',
        property_town: String(
          (await owner.get('/reference/cities/6/districts')).data.find(
            (d: { ilce_title: string }) => d.ilce_title === 'Çankaya',
          ).ilce_key,
        ),
        property_company_name: 'Anadolu Ticaret A.Ş.',
        property_tax_office: 'Çankaya',
        property_tax_number: '1234567890',
      },
    });
    expect(res.status).toBe(201);
    expect(res.data.address).toMatchObject({
      invoiceType: 'kurumsal',
      companyName: 'Anadolu Ticaret A.Ş.',
      taxOffice: 'Çankaya',
      taxNumber: '1234567890',
      townName: 'Çankaya',
    });
  });

  test('saves the spec fillers for an address outside Türkiye', async () => {
    const res = await owner.post('/address', {
      multipart: {
        ...home,
        property_country: 'DE',
        property_city: '',
        property_town: '',
        property_number: '4930123456',
        property_id_number: '',
      },
    });
    expect(res.status).toBe(201);
    expect(res.data.address).toMatchObject({
      country: 'DE',
      city: 'Seçin',
      town: 'Seçin',
      companyName: 'Seçin',
      taxOffice: 'Seçin',
      idNumber: '11111111111',
      taxNumber: '1111111111',
    });
  });

  test('answers invalid forms with the spec messages and saves nothing', async () => {
    const before = (await owner.get('/address')).data.length;
    const cases: [Record<string, string>, string][] = [
      [{ property_address_title: '' }, 'Lütfen adres başlığı girin.'],
      [{ property_name: 'Ayşe 123' }, 'Lütfen adınızı girin.'],
      [{ property_number: '0532 123 45 67' }, 'Lütfen geçerli telefon numarası girin.'],
      [{ property_city: '0' }, 'Lütfen şehir seçin.'],
      [{ property_town: '0' }, 'Lütfen ilçe seçin.'],
      // Çankaya is not a district of İstanbul.
      [{ property_town: '601' }, 'Lütfen ilçe seçin.'],
      [{ property_address: 'Kısa' }, 'Lütfen adres girin. (en az 10 karakter olmalıdır)'],
    ];
    for (const [change, message] of cases) {
      const res = await owner.post('/address', { multipart: { ...home, ...change } });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.data.error.messages.type).toBe(message);
    }
    expect((await owner.get('/address')).data).toHaveLength(before);
  });

  test('checks the T.C. Kimlik No and Vergi Kimlik No checksums while tcknVknKontrol is on', async () => {
    const before = (await owner.get('/address')).data.length;
    const tckn = await owner.post('/address', { multipart: { ...home, property_id_number: '12345678901' } });
    expect(tckn.status).toBe(400);
    expect(tckn.data.error.messages.type).toBe('Lütfen geçerli bir T.C. Kimlik Numarası girin.');
    const corporate = {
      ...home,
      property_company_name: 'Anadolu Ticaret A.Ş.',
      property_tax_office: 'Kadıköy',
      property_tax_number: '1234567891',
    };
    const vkn = await owner.post('/address', { multipart: corporate });
    expect(vkn.status).toBe(400);
    expect(vkn.data.error.messages.type).toBe('Lütfen geçerli bir Vergi Kimlik Numarası girin.');
    const [first] = (await owner.get('/address')).data;
    const edit = await owner.post(`/address/${first.id}`, {
      multipart: { ...home, property_id_number: '12345678901' },
    });
    expect(edit.data.error.messages.type).toBe('Lütfen geçerli bir T.C. Kimlik Numarası girin.');
    expect((await owner.get('/address')).data).toHaveLength(before);
    // Turned off, only the digit counts of SPEC §5 apply.
    await handle.db.update(settings).set({ value: '0' }).where(eq(settings.key, 'tcknVknKontrol'));
    forgetCachedSettings(handle.db);
    try {
      const off = await owner.post('/address', { multipart: { ...home, property_id_number: '12345678901' } });
      expect(off.status).toBe(201);
      expect((await owner.delete(`/address/${off.data.address.id}`)).status).toBe(200);
    } finally {
      await handle.db.update(settings).set({ value: '1' }).where(eq(settings.key, 'tcknVknKontrol'));
      forgetCachedSettings(handle.db);
    }
  });

  test('edits and deletes only the owner’s addresses; guests get 401', async () => {
    const [first] = (await owner.get('/address')).data;
    const edited = await owner.post(`/address/${first.id}`, {
      multipart: { ...home, property_address_title: 'Evim' },
    });
    expect(edited.data.address.addressTitle).toBe('Evim');
    const phone = await owner.post(`/address/${first.id}`, { multipart: { ...home, property_number: '' } });
    expect(phone.data.error.messages.type).toBe('Lütfen telefon numaranızı girin.');
    expect((await other.post(`/address/${first.id}`, { multipart: home })).status).toBe(404);
    expect((await other.delete(`/address/${first.id}`)).status).toBe(404);
    expect((await other.get('/address')).data).toEqual([]);
    const guest = apiClient(app);
    expect((await guest.post('/address', { multipart: home })).status).toBe(401);
    expect((await guest.get('/address')).status).toBe(401);
    expect((await owner.delete(`/address/${first.id}`)).status).toBe(200);
    expect((await owner.get('/address')).data.map((a: { id: number }) => a.id)).not.toContain(first.id);
  });

  test('post_address accepts only the customer’s own delivery and invoice addresses', async () => {
    const mine = (await owner.get('/address')).data.map((a: { id: number }) => String(a.id));
    const ok = await owner.post('/post_address', {
      form: { teslimat_address_id: mine[0], fatura_address_id: mine[1] },
    });
    expect(ok.data).toEqual({ success: true });
    const missing = await owner.post('/post_address', { form: { teslimat_address_id: mine[0] } });
    expect(missing.data.error.messages.type).toBe('Lütfen adres seçiniz!');
    expect(
      (
        await other.post('/post_address', {
          form: { teslimat_address_id: mine[0], fatura_address_id: mine[0] },
        })
      ).status,
    ).toBe(404);
  });

  test('the checkout choice is forgotten by POST /address/reset only: a GET or another site changes nothing', async () => {
    const mine = (await owner.get('/address')).data.map((a: { id: number }) => a.id);
    await owner.post('/post_address', {
      form: { teslimat_address_id: String(mine[0]), fatura_address_id: String(mine[1]) },
    });
    const chosen = async () => {
      const rows = await handle.db
        .select({ delivery: sessions.deliveryAddressId, invoice: sessions.invoiceAddressId })
        .from(sessions)
        .where(eq(sessions.tokenHash, tokenHash(owner.cookie.replace(/^[^=]+=/, ''))));
      return rows[0];
    };
    expect(await chosen()).toEqual({ delivery: mine[0], invoice: mine[1] });

    // A link or image on another site makes the browser GET: refused, the choice stays.
    const byGet = await owner.get('/address/reset');
    expect(byGet.status).toBe(405);
    expect(byGet.headers.get('allow')).toBe('POST');
    expect(byGet.data.error.messages.type).toBe('Bu işlem bu yöntemle yapılamaz.');
    const crossSite = await owner.request('POST', '/address/reset', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(await chosen()).toEqual({ delivery: mine[0], invoice: mine[1] });

    expect((await owner.post('/address/reset')).data).toEqual({ success: true });
    expect(await chosen()).toEqual({ delivery: null, invoice: null });
  });
});
