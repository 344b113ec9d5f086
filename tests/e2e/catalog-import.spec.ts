// The merchant's path from an ERP file to live pages (issue 16), through the real commands while the
// shop runs: `npm run catalog:import` hands the file to the shop, the new product answers at its own
// URL at once (rendered on demand), `npm run build` rebuilds while the shopper keeps browsing without
// a single failed page, and afterwards the product's page is the built one. A second import that sets
// `aktif` to 0 takes it off the list and its page answers 410 Gone.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMoney } from '../../src/domain/money.ts';
import { everyItem, findProduct, plainAndPriced } from './catalog-api.ts';
import { expect, readSitemap, test } from './fixtures.ts';

const NODE_ARGS = ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'];

/** Runs one of the merchant's commands (scripts/<script>) against the running shop; its output. */
function command(script: string, ...args: string[]): { status: number | null; out: string } {
  const run = spawnSync(process.execPath, [...NODE_ARGS, `scripts/${script}`, ...args], {
    env: process.env,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

/** The same, in the background: settles with the command's status and output when it ends. */
function commandInBackground(script: string): Promise<{ status: number | null; out: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [...NODE_ARGS, `scripts/${script}`], { env: process.env });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (status) => done({ status, out }));
  });
}

const code = `E2E-CEZVE-${Date.now()}`;
const name = 'Dövme Bakır Cezve 4 Fincanlık';
const HEADER =
  'stok_kodu;urun_adi;marka;kategori;aciklama;kdv;para_birimi;aktif;birim;carpan;varsayilan_birim;fiyat;liste_fiyati;agirlik;stok';

/** The ERP's export as Turkish Excel writes it: `;`-separated, decimal commas, a BOM. */
function catalogFile(folder: string, category: string, active: 0 | 1): string {
  const file = join(folder, `katalog-${active ? 'aktif' : 'pasif'}.csv`);
  const rows = [
    HEADER,
    `${code};${name};Anadolu Bakır;${category};<p>El dövmesi bakır, <strong>kalaylı</strong> iç yüzey.</p>;20;TL;${active};ADET;1;1;449,90;499,90;0,6;25`,
  ];
  writeFileSync(file, `\ufeff${rows.join('\r\n')}\r\n`);
  return file;
}

test.describe.configure({ mode: 'serial' });

test.describe('a product imported from the ERP file while the shop runs', () => {
  const folder = mkdtempSync(join(tmpdir(), 'shop-e2e-import-'));
  /** The category path as the merchant types it (`Ev > Mutfak`), and its list's URL. */
  let category = '';
  let categoryUrl = '';
  let productPath = '';

  test.beforeAll(async ({ browser, request }) => {
    // An existing category of the demo shop, named as its product pages' trail names it.
    const neighbour = await findProduct(request, plainAndPriced, { what: 'product to stand beside' });
    const page = await browser.newPage();
    await page.goto(`/${neighbour.seo}-p-${neighbour.id}`);
    const trail = page.getByRole('navigation', { name: 'Sayfa konumu' }).getByRole('link');
    const levels = (await trail.allInnerTexts()).slice(1);
    expect(levels.length).toBeGreaterThan(0);
    category = levels.join(' > ');
    categoryUrl = (await trail.last().getAttribute('href')) ?? '';
    await page.close();
  });

  test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test('is imported through the running shop and is on its list and its page at once', async ({
    page,
    request,
  }) => {
    const run = command('catalog-import.ts', catalogFile(folder, category, 1));
    expect(run.out).toContain('Mağaza çalışıyor: dosyayı mağaza kendi veritabanı bağlantısıyla alıyor');
    expect(run.out).toContain(
      'Oluşturulan: 1, güncellenen: 0, değişmeyen: 0, pasife alınan: 0, reddedilen: 0',
    );
    expect(run.status).toBe(0);

    const item = (await everyItem(request, categoryUrl)).find((i) => i.code === code);
    expect(item, `${code} on the list of ${categoryUrl}`).toBeDefined();
    productPath = item ? `/${item.seo}-p-${item.id}` : '';

    // Not in the served build yet: rendered on demand by the product page, kept only briefly.
    const first = await page.goto(productPath);
    expect(first?.status()).toBe(200);
    expect(first?.headers()['cache-control']).toBe('public, max-age=60');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    // The file has no meta description: the page's is the opening of its description.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'El dövmesi bakır, kalaylı iç yüzey.',
    );
    // 449,90 TL without KDV at 20%: 539,88 TL.
    await expect(page.getByText(formatMoney(53988, 'TRY'), { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Sepete Ekle', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sepete Eklendi' })).toBeVisible();

    // The same file again changes nothing.
    const again = command('catalog-import.ts', catalogFile(folder, category, 1));
    expect(again.out).toContain('Oluşturulan: 0, güncellenen: 0, değişmeyen: 1');
    expect(again.status).toBe(0);
  });

  test('keeps every page answering while `npm run build` rebuilds, then serves its built page', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const build = commandInBackground('build.ts');
    let built: { status: number | null; out: string } | undefined;
    void build.then((result) => (built = result));

    // Asked of the server each time (the browser would keep the on-demand page for its minute).
    const answers: string[] = [];
    const paths = ['/', categoryUrl, productPath, `/en${productPath}`];
    const walk = async () => {
      for (const path of paths) answers.push(`${path} ${(await request.get(path)).status()}`);
    };
    while (!built) await walk();
    await walk();
    expect(built.out).toContain('The running shop built the site');
    expect(built.status).toBe(0);
    expect(answers.length).toBeGreaterThan(paths.length);
    expect(answers.filter((a) => !a.endsWith(' 200'))).toEqual([]);

    // Now a page of the build, revalidated rather than kept for the on-demand page's minute, in a
    // browser that has not seen the on-demand one.
    const page = await (await browser.newContext()).newPage();
    const res = await page.goto(productPath);
    expect(res?.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.getByRole('button', { name: 'Sepete Ekle', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sepete Eklendi' })).toBeVisible();
    expect((await readSitemap(page.request)).xml).toContain(`${productPath}</loc>`);
    await page.context().close();
  });

  test('is taken off sale by the next file with aktif 0: off its list, its page 410 Gone', async ({
    page,
    request,
  }) => {
    const run = command('catalog-import.ts', catalogFile(folder, category, 0));
    expect(run.out).toContain('güncellenen: 1');
    expect(run.status).toBe(0);
    expect((await everyItem(request, categoryUrl)).map((i) => i.code)).not.toContain(code);
    expect((await page.goto(productPath))?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bu ürün artık satışta değil');
  });
});
