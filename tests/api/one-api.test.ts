import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { servedBuildFolder } from '../../scripts/lib/site-builds/build-folders.ts';
import { DEMO_CUSTOMER } from '../../src/server/seed/index.ts';
import { type RunningShop, runScript, scratchFolders, startShop } from './helpers/shop-process.ts';

// SEC-01: `npm start` on the embedded quick start, asked as an attacker would. Every spelling of /api
// reaches the one API on the one database handle; the built server holds no second API; the data
// folder has one opener, and the owner's commands go through the shop or refuse in one line.
const dirs = scratchFolders('one-api');
const data = join(dirs.root, 'data');
const folder = join(data, 'pglite');
const env = {
  DATA_DIR: data,
  DIST_DIR: dirs.dist,
  CATALOG_SNAPSHOT: dirs.snapshot,
  SEED_PRODUCTS: '20',
  DATABASE_URL: '',
  SEED_DEMO: '',
};
let shop: RunningShop;

/** One request with the path exactly as written (fetch would resolve dot segments first). */
function send(
  path: string,
  init: { method?: string; cookie?: string; form?: Record<string, string> } = {},
): Promise<{ status: number; body: string; cookie?: string }> {
  const url = new URL(shop.base);
  const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
  const headers: Record<string, string> = {};
  if (init.cookie) headers.cookie = init.cookie;
  if (body !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    headers.origin = shop.base;
  }
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path, method: init.method ?? 'GET', headers, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text,
            cookie: res.headers['set-cookie']?.[0]?.split(';')[0],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Every file under a folder. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

describe('one API on one database handle', () => {
  beforeAll(async () => {
    // The README's quick start, small: the embedded database gets the demo shop, then the build.
    const build = runScript('build.ts', env);
    expect(build.errors).toEqual([]);
    expect(build.status).toBe(0);
    shop = await startShop(env);
  }, 300_000);

  afterAll(async () => {
    await shop?.stop();
    dirs.remove();
  });

  test('the built server holds no API route and no database driver', () => {
    const files = filesUnder(join(servedBuildFolder(dirs.dist) ?? dirs.dist, 'server')).filter((f) =>
      /\.m?js$/.test(f),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      expect(code, file).not.toMatch(/@electric-sql\/pglite|drizzle-orm|from\s*["']pg["']/);
      expect(code, file).not.toContain('"route":"/api');
    }
  });

  test('every spelling of /api reaches the one API: a line added through one is in the cart read through another', async () => {
    const signIn = await send('/api/catalog/auth/login', {
      method: 'POST',
      form: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.cookie ?? '';
    const list = JSON.parse((await send('/%61pi/catalog/products')).body) as { items: { id: number }[] };
    let added: number | undefined;
    for (const { id } of list.items) {
      const add = await send(`/ap%69/catalog/cart/${id}`, {
        method: 'POST',
        cookie,
        form: { quantity: '3' },
      });
      if (add.status === 201) {
        added = id;
        break;
      }
    }
    expect(added).toBeDefined();
    const cart = await send('/api/catalog/cart', { cookie });
    expect(cart.status).toBe(200);
    const lines = (JSON.parse(cart.body) as { items: { product: { id: number }; quantity: number }[] }).items;
    expect(lines.map((l) => [l.product.id, l.quantity])).toContainEqual([added, 3]);
    for (const spelling of [
      '/%61pi/catalog/cart',
      '/ap%69/catalog/cart',
      '//api/catalog/cart',
      '/./api/catalog/cart',
      '/x/../api/catalog/cart',
      '/%2e%2e/api/catalog/cart',
      '/\\api/catalog/cart',
      `${shop.base}/api/catalog/cart`,
    ]) {
      const read = await send(spelling, { cookie });
      expect(read.status, spelling).toBe(200);
      expect(read.body, spelling).toBe(cart.body);
    }
  });

  test('/API and twice-encoded spellings are pages the site does not have; an undecodable path is 400', async () => {
    for (const spelling of ['/API/catalog/cart', '/%2561pi/catalog/cart', '/en/api/catalog/cart']) {
      const answer = await send(spelling);
      expect(answer.status, spelling).toBe(404);
      expect(answer.body, spelling).not.toContain('"error"');
    }
    const bad = await send('/%61pi/catalog/%E0%A4%A');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toEqual({
      error: {
        messages: { type: 'Geçersiz istek. Lütfen bilgileri kontrol edip tekrar deneyin.' },
        key: 'api.badRequest',
      },
    });
    // The one API and its database are still there.
    expect((await send('/api/catalog/health')).status).toBe(200);
  });

  // npm run build asks the running shop to build instead (rebuild-without-gap.test.ts).
  test('npm run seed refuses in one line while the shop serves its folder', () => {
    const run = runScript('seed.ts', env);
    expect(run.status).toBe(1);
    expect(run.errors).toEqual([
      `Error: The shop is running (pid ${shop.pid}) on the embedded database ${folder}: stop it first, then run this again`,
    ]);
  });

  test('npm run order:tracking goes through the running shop; after a crash it opens the folder itself', async () => {
    const signIn = await send('/api/catalog/auth/login', {
      method: 'POST',
      form: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    const cookie = signIn.cookie ?? '';
    const orders = JSON.parse((await send('/api/catalog/orders', { cookie })).body) as {
      items: {
        orderNo: string;
        isCancel: boolean;
        orderItems: { kfadi: string | null; takipNo: string | null }[];
      }[];
    };
    const track = (orderNo: string, carrier: string, number: string) =>
      runScript('order-tracking.ts', env, [
        '--order',
        orderNo,
        '--carrier',
        carrier,
        '--number',
        number,
        '--lang',
        'en',
      ]);

    // A cancelled order is refused by the shop, in its one line.
    const cancelled = orders.items.find((o) => o.isCancel);
    const refused = track(cancelled?.orderNo ?? '', 'ptt', 'PTT000111222');
    expect(refused.errors).toEqual(['Error: The order is cancelled; this cannot be done.']);
    expect(refused.status).toBe(1);

    // Every demo order that stands has shipped: the shop finds its parcel (the same one again
    // changes nothing) and refuses another number on it.
    const shippedOrder = orders.items.find((o) => !o.isCancel && o.orderItems[0]?.takipNo);
    const orderNo = shippedOrder?.orderNo ?? '';
    const parcel = shippedOrder?.orderItems[0] ?? { kfadi: null, takipNo: null };
    const again = track(orderNo, parcel.kfadi ?? '', parcel.takipNo ?? '');
    expect(again.errors).toEqual([]);
    expect(again.stdout).toContain(`${orderNo}: this shipment (${parcel.kfadi} ${parcel.takipNo},`);
    const other = track(orderNo, 'ptt', 'PTT000111222');
    expect(other.errors).toEqual([
      "Error: All the order's products have shipped with another tracking number.",
    ]);

    // Killed, the shop leaves its lock; the next opener finds its pid gone and takes the folder, and
    // finds the shipment there (the same one again changes nothing).
    await shop.stop('SIGKILL');
    expect(existsSync(`${folder}.lock`)).toBe(true);
    const after = track(orderNo, parcel.kfadi ?? '', parcel.takipNo ?? '');
    expect(after.errors).toEqual([]);
    expect(after.status).toBe(0);
    expect(after.stdout).toContain(`${orderNo}: this shipment (${parcel.kfadi} ${parcel.takipNo},`);
    expect(existsSync(`${folder}.lock`)).toBe(false);
    shop = await startShop(env);
    const cookieAgain =
      (
        await send('/api/catalog/auth/login', {
          method: 'POST',
          form: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
        })
      ).cookie ?? '';
    const order = JSON.parse((await send(`/api/catalog/orders/${orderNo}`, { cookie: cookieAgain })).body);
    expect(order.orderItems[0].takipNo).toBe(parcel.takipNo);
  }, 120_000);
});
