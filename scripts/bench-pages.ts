// npm run bench:pages [-- --products N --pages pay,product]: builds a demo shop of N products
// (default 300) in a scratch folder, serves it with npm start, and prints for the home, list and
// product pages, and for the demo customer's cart page, three checkout steps and customer pages
// (Turkish and English), the gzipped HTML and the gzipped JavaScript each loads in Chromium, against
// the budgets, then Lighthouse's mobile scores for the Turkish pages with the audits that fail.
// `--pages` measures only the pages of those names (as printed, without ' (en)'), for a second look
// at a few. A benchmark, not a test: it prints, and exits 0 unless it could not run.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { asc, isNull } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { categories } from '../src/server/db/schema/index.ts';
import { type BenchShopper, prepareShopper } from './lib/bench-shopper.ts';
import { buildSite } from './lib/build-site.ts';
import { ensureChromium, OFFLINE_CHROMIUM_FLAGS } from './lib/chromium.ts';
import { argValue, fail, orFail, positiveInt } from './lib/cli.ts';
import { launchForLighthouse, lighthouseAudit } from './lib/lighthouse-audit.ts';
import { type PageWeight, pageWeight } from './lib/page-weight.ts';

const products = positiveInt(argValue(process.argv, 'products'), 300, '--products');
const port = positiveInt(argValue(process.argv, 'port'), 4339, '--port');
/** The page names asked for with --pages (each in both languages); every page when absent. */
const only = argValue(process.argv, 'pages')
  ?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const base = `http://127.0.0.1:${port}`;
const KB = 1024;
/** Budgets, gzipped: a product page's HTML and JavaScript; the cart's and each checkout step's JavaScript. */
const BUDGET = { html: 30 * KB, js: 90 * KB, checkoutJs: 120 * KB };

const scratch = mkdtempSync(join(tmpdir(), 'shop-bench-pages-'));
process.env.DATA_DIR = join(scratch, 'data');
process.env.CATALOG_SNAPSHOT = join(scratch, 'catalog-snapshot.json');
// Inside the project, so the built server resolves its packages from node_modules.
process.env.DIST_DIR = resolve('.cache/bench-pages-dist');
process.env.SEED_PRODUCTS = String(products);
delete process.env.DATABASE_URL;

interface Page {
  name: string;
  path: string;
  /** Product pages have budgets. */
  budgeted: boolean;
  /** The cart and checkout pages: the demo customer's, with their own JavaScript budget, not indexed. */
  signedIn?: boolean;
}

let server: ChildProcess | undefined;
try {
  const chromePath = orFail(() => ensureChromium());
  console.log(`Building a demo shop of ${products} products...`);
  await buildSite(products);
  const catalogPages = await pagesToMeasure();
  server = await startServer();
  const shopper = await prepareShopper(base);
  const pages = [...catalogPages, ...checkoutPages(shopper)].filter(
    (page) => !only || only.includes(page.name.replace(/ \(en\)$/, '')),
  );
  if (pages.length === 0) throw new Error(`--pages names no page: ${only?.join(', ')}`);

  const browser = await chromium.launch({ executablePath: chromePath, args: OFFLINE_CHROMIUM_FLAGS });
  const weights = new Map<string, PageWeight>();
  console.log(`\nPage weight (gzip level 9; KB = 1,024 bytes; budgets of a product page)`);
  try {
    for (const page of pages) {
      const weight = await pageWeight(browser, base + page.path, page.signedIn ? shopper.sid : undefined);
      weights.set(page.path, weight);
      console.log(weightLine(page, weight));
    }
  } finally {
    await browser.close();
  }

  console.log(`\nLighthouse (mobile, default settings)`);
  const chrome = await launchForLighthouse(chromePath);
  try {
    for (const page of pages.filter((p) => !p.path.startsWith('/en'))) {
      if (weights.get(page.path)?.status !== 200) {
        console.log(`${label(page)}  skipped: the page answers ${weights.get(page.path)?.status}`);
        continue;
      }
      const categories = await lighthouseAudit(
        base + page.path,
        chrome.port,
        page.signedIn ? shopper.sid : undefined,
      );
      // Cart and checkout pages are noindex on purpose: their SEO score says nothing.
      const judged = categories.filter((c) => !(page.signedIn && c.id === 'seo'));
      console.log(
        `${label(page)}  ${judged.map((c) => `${c.id} ${c.score} ${c.score >= c.target ? '✓' : `✗ (target ${c.target})`}`).join('  ')}`,
      );
      for (const category of judged.filter((c) => c.score < c.target)) {
        for (const audit of category.failing) {
          console.log(
            `    ${category.id}: ${audit.id}: ${audit.title}${audit.value ? ` (${audit.value})` : ''}`,
          );
          for (const example of audit.examples) console.log(`        ${example}`);
        }
      }
    }
  } finally {
    chrome.kill();
  }
} finally {
  server?.kill('SIGTERM');
  rmSync(scratch, { recursive: true, force: true });
}

/** The six catalog pages: home, the first top category's list, the snapshot's first product; and in English. */
async function pagesToMeasure(): Promise<Page[]> {
  const handle = await openDatabase({ dataDir: join(process.env.DATA_DIR ?? '', 'pglite') });
  // select url from categories where parent_id is null order by position, id limit 1
  const [top] = await handle.db
    .select({ url: categories.url })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.position), asc(categories.id))
    .limit(1);
  await handle.close();
  const listUrl = top?.url;
  if (!listUrl) fail('the demo shop has no top category');
  // Only what the product page path needs: /{seo}-p-{id}.
  const snapshot = JSON.parse(readFileSync(process.env.CATALOG_SNAPSHOT ?? '', 'utf8')) as {
    products: { seo: string; id: number }[];
  };
  const product = snapshot.products[0];
  if (!product) fail('the snapshot has no product');
  const tr: Page[] = [
    { name: 'home', path: '/', budgeted: false },
    { name: 'list', path: `/${listUrl}`, budgeted: false },
    { name: 'product', path: `/${product.seo}-p-${product.id}`, budgeted: true },
  ];
  return [
    ...tr,
    ...tr.map((p) => ({ ...p, name: `${p.name} (en)`, path: p.path === '/' ? '/en' : `/en${p.path}` })),
  ];
}

/** The demo customer's cart page, the three checkout steps and the customer area, in Turkish and English. */
function checkoutPages(shopper: BenchShopper): Page[] {
  const tr: Page[] = [
    { name: 'cart', path: '/sepet', budgeted: false, signedIn: true },
    { name: 'addresses', path: '/siparis/adres', budgeted: false, signedIn: true },
    { name: 'payment', path: '/siparis/odeme', budgeted: false, signedIn: true },
    { name: 'summary', path: `/siparis/ozet?siparis=${shopper.orderNo}`, budgeted: false, signedIn: true },
    { name: 'orders', path: '/siparis/liste/', budgeted: false, signedIn: true },
    { name: 'order', path: `/siparis/detay?siparis=${shopper.orderNo}`, budgeted: false, signedIn: true },
    { name: 'account', path: '/account', budgeted: false, signedIn: true },
    { name: 'reviews', path: '/degerlendirmelerim', budgeted: false, signedIn: true },
    { name: 'favourites', path: '/favorilerim', budgeted: false, signedIn: true },
    { name: 'address book', path: '/adreslerim', budgeted: false, signedIn: true },
    { name: 'pay', path: '/cari-odeme', budgeted: false, signedIn: true },
  ];
  return [...tr, ...tr.map((p) => ({ ...p, name: `${p.name} (en)`, path: `/en${p.path}` }))];
}

/** Starts npm start on the built shop and waits until it answers. */
async function startServer(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', 'scripts/start.ts'],
    { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((ready, failed) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('The shop is open')) ready();
    });
    child.once('exit', (code) => failed(new Error(`npm start exited (${code}) before it listened`)));
  });
  return child;
}

function label(page: Page): string {
  return `${page.name.padEnd(18)} ${page.path.slice(0, 48).padEnd(48)}`;
}

function weightLine(page: Page, w: PageWeight): string {
  if (w.status !== 200) return `${label(page)}  answers ${w.status}: not measured`;
  // The HTML budget holds the texts too: they were part of every page's HTML until they became a
  // file of their own, which a first visit still fetches.
  const html = `HTML ${kb(w.htmlGzip)} gz (${kb(w.htmlBytes)}) + texts ${kb(w.textsGzip)} gz${page.budgeted ? mark(w.htmlGzip + w.textsGzip, BUDGET.html) : ''}`;
  const jsBudget = page.budgeted ? BUDGET.js : page.signedIn ? BUDGET.checkoutJs : undefined;
  const js = `JS ${kb(w.jsGzip)} gz in ${w.scripts} files (${kb(w.jsBytes)})${jsBudget ? mark(w.jsGzip, jsBudget) : ''}`;
  return `${label(page)}  ${html}   ${js}`;
}

function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

function mark(value: number, budget: number): string {
  return value <= budget ? ` ✓ ≤ ${budget / KB} KB` : ` ✗ > ${budget / KB} KB`;
}
