// The e-mails an order sends (issue 17): queued with the order, its shipment and its cancellation
// (never for a change that did not commit, never twice for a retried one), written in the order's
// language with the approved agreements and the transfer's accounts, and sent through SMTP or into
// .eml files, a failure tried again later.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAdminApi } from '../../src/server/admin/admin-api.ts';
import { addApiKey } from '../../src/server/admin/api-keys.ts';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { mailQueue, settings } from '../../src/server/db/schema/index.ts';
import { sendDueMails } from '../../src/server/mail/mail-sender.ts';
import { folderTransport, type MailTransport, smtpTransport } from '../../src/server/mail/mail-transport.ts';
import { adminClient } from './helpers/admin-client.ts';
import { approveAndOrder, fetchAgreements } from './helpers/checkout.ts';
import { signedInClient } from './helpers/customers.ts';
import { insertShippingShop, type ShippingShop } from './helpers/fixtures.ts';
import { startSmtpSink } from './helpers/smtp-sink.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const ACCOUNTS = 'Ziraat Bankası_Test Mağazacılık A.Ş._12345678_TR330006100519786457841326';

describe.each(testDatabases)('the e-mails of an order on %s', (kind) => {
  let handle: DbHandle;
  let shop: ShippingShop;
  let app: ReturnType<typeof createApi>;
  let admin: ReturnType<typeof createAdminApi>;
  let writeKey = '';
  let n = 0;
  const folder = mkdtempSync(join(tmpdir(), 'shop-mail-'));

  async function order(odemeTipi: '3' | '4', locale?: 'en') {
    n += 1;
    const customer = await signedInClient(app, handle.db, `alici${n}@ornek.com.tr`, [
      { productId: shop.product('KLM-1'), unitId: shop.unit('KLM-1:ADET'), quantity: 2 },
    ]);
    const res = locale
      ? await customer.client.post('/cart', {
          form: {
            odemeTipi,
            locale,
            agreementKey: (await fetchAgreements(customer.client, odemeTipi, `&locale=${locale}`)).key,
          },
        })
      : await approveAndOrder(customer.client, { odemeTipi });
    if (res.status !== 200) throw new Error(`order: ${res.status} ${JSON.stringify(res.data)}`);
    return { ...customer, orderNo: res.data.order.orderNo as string, email: `alici${n}@ornek.com.tr` };
  }
  const mailsTo = (to: string) =>
    handle.db.select().from(mailQueue).where(eq(mailQueue.toAddress, to)).orderBy(asc(mailQueue.id));

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    shop = await insertShippingShop(
      handle.db,
      [{ code: 'KLM-1', name: 'Dolma Kalem', price: 10000, quantity: '100', weight: '1' }],
      { b2c_ko_odeme: '1' },
    );
    await handle.db
      .insert(settings)
      .values({ key: 'b2cHavaleEftHesapBilgisi', value: ACCOUNTS })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: ACCOUNTS },
      });
    app = createApi(handle.db);
    admin = createAdminApi(handle.db);
    const key = await addApiKey(handle.db, { name: 'ERP', scope: 'write' });
    if (!('added' in key)) throw new Error('key not added');
    writeKey = key.added.key;
  });
  afterAll(async () => {
    await handle.close();
    rmSync(folder, { recursive: true, force: true });
  });

  test('a Havale-EFT order queues its confirmation: lines, total, accounts, deadline, the agreements', async () => {
    const placed = await order('4');
    const [mail, ...more] = await mailsTo(placed.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'orderConfirmation',
      locale: 'tr',
      status: 'pending',
      subject: `${placed.orderNo} numaralı siparişiniz alındı`,
    });
    const text = mail?.text ?? '';
    expect(text).toContain('Merhaba Deneme Müşteri,');
    expect(text).toContain('Ürün: Dolma Kalem | Kod: KLM-1 | Miktar: 2 ADET | Tutar: ₺240,00');
    expect(text).toContain('IBAN: TR330006100519786457841326');
    expect(text).toMatch(
      /tarihine kadar aşağıdaki hesaplardan birine gönderin ve açıklamaya sipariş numaranızı/,
    );
    expect(text).toContain('ÖN BİLGİLENDİRME FORMU');
    expect(text).toContain('MESAFELI SATIŞ SÖZLEŞMESI'.replace('I', 'İ').replace('SI', 'Sİ'));
    expect(text).toContain(`http://localhost:4321/siparis/detay?siparis=${placed.orderNo}`);
    // The HTML part escapes what it shows and names the same order.
    expect(mail?.html).toContain('<html lang="tr">');
    expect(mail?.html).toContain('TR330006100519786457841326');
    expect(mail?.html).not.toMatch(/<script/i);
  });

  test('an English order is mailed in English; a refused order queues nothing', async () => {
    const placed = await order('3', 'en');
    const [mail] = await mailsTo(placed.email);
    expect(mail?.subject).toBe(`We have received your order ${placed.orderNo}`);
    expect(mail?.text).toContain('Payment: cash on delivery');
    expect(mail?.text).toContain(`http://localhost:4321/en/siparis/detay?siparis=${placed.orderNo}`);

    // More than the stock: the order's transaction is refused, and its e-mail with it.
    n += 1;
    const greedy = await signedInClient(app, handle.db, `fazla${n}@ornek.com.tr`, [
      { productId: shop.product('KLM-1'), unitId: shop.unit('KLM-1:ADET'), quantity: 5000 },
    ]);
    const refused = await approveAndOrder(greedy.client, { odemeTipi: '4' });
    expect(refused.data.error.key).toBe('stock.notEnough');
    expect(await mailsTo(`fazla${n}@ornek.com.tr`)).toEqual([]);
  });

  test('a shipment mails its tracking link once; a cancellation tells what happens to the money', async () => {
    const placed = await order('4');
    const erp = adminClient(admin, writeKey);
    await erp.post(`/orders/${placed.orderNo}/payment-received`);
    const body = { carrier: 'Aras Kargo', trackingNumber: 'AR1234567' };
    expect((await erp.post(`/orders/${placed.orderNo}/shipments`, body)).status).toBe(201);
    expect((await erp.post(`/orders/${placed.orderNo}/shipments`, body)).status).toBe(200);
    const shipped = (await mailsTo(placed.email)).filter((m) => m.kind === 'shipmentNotice');
    expect(shipped).toHaveLength(1);
    expect(shipped[0]?.subject).toBe(`${placed.orderNo} numaralı siparişiniz kargoya verildi`);
    expect(shipped[0]?.text).toContain(
      'Kargonuzu Takip Edin: https://kargotakip.araskargo.com.tr/mainpage.aspx?code=AR1234567',
    );

    const paidThenCancelled = await order('4');
    await erp.post(`/orders/${paidThenCancelled.orderNo}/payment-received`);
    await erp.post(`/orders/${paidThenCancelled.orderNo}/cancel`);
    const cancelled = (await mailsTo(paidThenCancelled.email)).filter((m) => m.kind === 'cancellationNotice');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.text).toContain(
      `${paidThenCancelled.orderNo} numaralı siparişiniz mağazamız tarafından iptal edildi.`,
    );
    expect(cancelled[0]?.text).toContain('Havale/EFT ile yaptığınız ödeme size iade edilecek');

    const byCustomer = await order('3');
    const detail = (await byCustomer.client.get(`/orders/${byCustomer.orderNo}`)).data;
    expect((await byCustomer.client.patch(`/order/${detail.id}`, { json: { cancel: true } })).status).toBe(
      200,
    );
    const own = (await mailsTo(byCustomer.email)).filter((m) => m.kind === 'cancellationNotice');
    expect(own[0]?.text).toContain('numaralı siparişiniz isteğiniz üzerine iptal edildi.');
  });

  test('without SMTP the e-mails are .eml files: HTML and plain text, the subject encoded', async () => {
    const result = await sendDueMails(handle.db, folderTransport(folder));
    expect(result.sent).toBeGreaterThanOrEqual(7);
    expect(result).toMatchObject({ retried: 0, failed: 0 });
    const files = readdirSync(folder).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(result.sent);
    expect(readdirSync(folder).filter((f) => f.endsWith('.part'))).toEqual([]);
    const confirmation = files.find((f) => f.endsWith('-orderConfirmation.eml')) ?? '';
    const eml = readFileSync(join(folder, confirmation), 'utf8');
    expect(eml).toMatch(/^From: (?:"Test Mağazası"|=\?UTF-8\?\S+) <destek@test-magaza\.com\.tr>\r$/m);
    expect(eml).toMatch(/^To: alici\d+@ornek\.com\.tr\r$/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(eml).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(eml).toMatch(/^Content-Type: text\/plain; charset=utf-8\r$/m);
    expect(eml).toMatch(/^Content-Type: text\/html; charset=utf-8\r$/m);
    expect((await handle.db.select().from(mailQueue).where(eq(mailQueue.status, 'pending'))).length).toBe(0);
    // Sent once: another round has nothing to send.
    expect(await sendDueMails(handle.db, folderTransport(folder))).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
  });

  test('through SMTP; a server that refuses gets the e-mail again later, and after the last try it is failed', async () => {
    const sink = await startSmtpSink();
    try {
      const placed = await order('4');
      let clock = new Date();
      const now = () => clock;
      sink.refuse = true;
      const first = await sendDueMails(handle.db, smtpTransport(sink.url), {}, now);
      expect(first).toEqual({ sent: 0, retried: 1, failed: 0 });
      const [waiting] = await mailsTo(placed.email);
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
      expect(waiting?.lastError).toMatch(/451/);
      expect(waiting?.nextAttemptAt.getTime()).toBe(clock.getTime() + 60_000);
      // Not due yet: nothing is tried.
      expect(await sendDueMails(handle.db, smtpTransport(sink.url), {}, now)).toEqual({
        sent: 0,
        retried: 0,
        failed: 0,
      });
      sink.refuse = false;
      clock = new Date(clock.getTime() + 61_000);
      expect(await sendDueMails(handle.db, smtpTransport(sink.url), {}, now)).toEqual({
        sent: 1,
        retried: 0,
        failed: 0,
      });
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]?.to).toEqual([`<${placed.email}>`]);
      expect(sink.received[0]?.data).toContain('Content-Type: multipart/alternative');

      const broken: MailTransport = {
        description: 'broken',
        send: async () => {
          throw new Error('connection refused');
        },
      };
      const lost = await order('3');
      let tries = 0;
      for (; tries < 20; tries += 1) {
        const round = await sendDueMails(handle.db, broken, {}, now);
        if (round.failed === 1) break;
        clock = new Date(clock.getTime() + 13 * 3_600_000);
      }
      const [gaveUp] = await mailsTo(lost.email);
      expect(gaveUp).toMatchObject({ status: 'failed', attempts: 8, lastError: 'connection refused' });
      expect(tries).toBe(7);
    } finally {
      await sink.close();
    }
  });
});
