// npm run bench:api [-- --products 100000 --seconds 10 --connections 32 --db pglite,postgres]
// Measures the built server's API under load with wrk (apt-get install wrk): a trivial Hono route
// (the ceiling), a sorted page of 20 products (one hot page, 1,640 first pages in turn, and 1,640
// deep pages in turn; with the list cache and without), the cart, and add-to-cart, each after a
// 2 s warm-up; on PGlite and on a scratch PostgreSQL database (BENCH_DATABASE_URL, else
// TEST_DATABASE_URL, names the server). A benchmark, not a test: it prints figures and asserts nothing.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { SORT_OPTIONS } from '../src/domain/catalog/sort.ts';
import { type DbHandle, openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { categories, products, productUnits, settings } from '../src/server/db/schema/index.ts';
import { seedDatabase } from '../src/server/seed/index.ts';
import { benchAdminUrl, scratchPostgres } from './lib/bench-database.ts';
import { buildSite } from './lib/build-site.ts';
import { argValue, fail, positiveInt } from './lib/cli.ts';

const productCount = positiveInt(argValue(process.argv, 'products'), 100_000, '--products');
const seconds = positiveInt(argValue(process.argv, 'seconds'), 10, '--seconds');
const connections = positiveInt(argValue(process.argv, 'connections'), 32, '--connections');
const backends = (argValue(process.argv, 'db') ?? 'pglite,postgres').split(',');
const PORT = 4398;
const WARMUP_SECONDS = 2;
const base = `http://127.0.0.1:${PORT}`;

try {
  execFileSync('wrk', ['--version'], { stdio: 'ignore' });
} catch (err) {
  // wrk prints its version and exits 1; only a missing binary is a problem.
  if ((err as NodeJS.ErrnoException).code === 'ENOENT') fail('bench:api needs wrk: apt-get install wrk');
}

const scratch = mkdtempSync(join(tmpdir(), 'shop-bench-api-'));
const distDir = resolve('.cache/bench-api-dist');

interface Figures {
  route: string;
  rps: number;
  p50: string;
  p99: string;
  errors: number;
}

function parseWrk(route: string, out: string): Figures {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const p50 = /50%\s+([\d.]+\w+)/.exec(out)?.[1] ?? '?';
  const p99 = /99%\s+([\d.]+\w+)/.exec(out)?.[1] ?? '?';
  const errors = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  return { route, rps, p50, p99, errors };
}

/**
 * Runs wrk on a URL; a POST rotates over the given sessions, as many shoppers with their own carts do;
 * `paths` makes a GET rotate over those paths of the URL's server instead.
 */
function wrk(
  route: string,
  url: string,
  cookies: readonly string[],
  post?: string,
  paths?: readonly string[],
): Figures {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  if (paths) {
    const script = join(scratch, 'paths.lua');
    writeFileSync(
      script,
      `local paths = { ${paths.map((p) => `"${p}"`).join(', ')} }\nlocal n = 0\n` +
        'request = function()\n  n = n + 1\n  return wrk.format("GET", paths[(n % #paths) + 1])\nend\n',
    );
    args.push('-s', script);
  } else if (post) {
    const script = join(scratch, 'post.lua');
    const list = cookies.map((c) => `"${c}"`).join(', ');
    writeFileSync(
      script,
      `local cookies = { ${list} }\nlocal n = 0\nrequest = function()\n  n = n + 1\n` +
        `  return wrk.format("POST", nil, { ["Content-Type"] = "application/x-www-form-urlencoded", ["Cookie"] = cookies[(n % #cookies) + 1] }, "${post}")\nend\n`,
    );
    args.push('-s', script);
  } else {
    args.push('-H', `Cookie: ${cookies[0] ?? ''}`);
  }
  // A short unrecorded run first: JIT, connections and caches warm, as on a server that has been up.
  const warmup = args.map((a) => (a === `-d${seconds}s` ? `-d${WARMUP_SECONDS}s` : a));
  execFileSync('wrk', [...warmup, url], { encoding: 'utf8' });
  return parseWrk(route, execFileSync('wrk', [...args, url], { encoding: 'utf8' }));
}

/** A new shopper's session cookie, with the given products in the cart. */
async function shopperWith(productIds: readonly number[]): Promise<string> {
  let cookie = '';
  for (const id of productIds) {
    const res = await fetch(`${base}/api/catalog/cart/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      body: 'quantity=1',
    });
    cookie ||= (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }
  return cookie;
}

async function waitForServer(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/catalog/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  fail('the server did not start in 2 minutes');
}

/** Seeds the database, turns cart stock control on (adds never run out) and picks what to request. */
async function prepare(handle: DbHandle) {
  await migrateDatabase(handle);
  const t0 = performance.now();
  await seedDatabase(handle, { products: productCount, imagesDir: join(scratch, 'images') });
  const seedSeconds = (performance.now() - t0) / 1000;
  await handle.db.update(settings).set({ value: '1' }).where(eq(settings.key, 'cartStockControl'));
  // The tables as a running shop has them minutes after a bulk load, once autovacuum has been by:
  // straight after the seed, a category's count read every heap page its index named (the seed's
  // row updates leave old versions) and took 0.9 s on PostgreSQL at 200,000 products, 20 ms after.
  await handle.db.execute(sql`vacuum analyze`);
  const picks = await handle.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productUnits, and(eq(productUnits.productId, products.id), eq(productUnits.isDefault, true)))
    .where(
      and(
        eq(products.isActive, true),
        isNull(products.parentId),
        sql`${productUnits.price} > 0`,
        sql`not exists (select 1 from products ch where ch.parent_id = ${products.id})`,
      ),
    )
    .limit(5);
  const categoryUrls = (await handle.db.select({ url: categories.url }).from(categories)).map((c) => c.url);
  return { seedSeconds, productIds: picks.map((p) => p.id), categoryUrls };
}

/** Every category's first five pages in every sort: what many shoppers browsing at once ask for. */
function browsingPaths(categoryUrls: readonly string[]): string[] {
  return listPaths(categoryUrls, [1, 2, 3, 4, 5]);
}

/**
 * Deep pages of every category in every sort (a page past the end answers the last one): what
 * crawlers and shoppers jumping to the end ask for (issue 16: p99 under 100 ms at any page).
 */
function deepPaths(categoryUrls: readonly string[]): string[] {
  return listPaths(categoryUrls, [50, 150, 400, 800, 5000]);
}

function listPaths(categoryUrls: readonly string[], pages: readonly number[]): string[] {
  const paths: string[] = [];
  for (const url of categoryUrls)
    for (const sort of SORT_OPTIONS)
      for (const page of pages) paths.push(`/api/catalog/products/${url}?sort=${sort}&page=${page}`);
  return paths;
}

function startServer(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(
    process.execPath,
    ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', 'scripts/start.ts'],
    {
      env: { ...process.env, ...env, DIST_DIR: distDir, PORT: String(PORT), HOST: '127.0.0.1' },
      stdio: 'ignore',
    },
  );
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function run(kind: string, env: NodeJS.ProcessEnv, handle: DbHandle) {
  const { seedSeconds, productIds, categoryUrls } = await prepare(handle);
  await handle.close();
  const category = categoryUrls[0] ?? '';
  const browsing = browsingPaths(categoryUrls);
  const deep = deepPaths(categoryUrls);
  const list = (path: string) => `${base}/api/catalog/products${path}`;
  const lists = (cookie: string, note: string) => [
    wrk(`GET /products/${category}?sort=price&page=2${note}`, list(`/${category}?sort=price&page=2`), [
      cookie,
    ]),
    wrk(`GET /products?sort=-price&page=3 (all)${note}`, list('?sort=-price&page=3'), [cookie]),
    wrk(`GET /products/{${browsing.length} pages}${note}`, base, [cookie], undefined, browsing),
    wrk(`GET /products/{${deep.length} deep pages}${note}`, base, [cookie], undefined, deep),
  ];
  let child = startServer(env);
  let figures: Figures[];
  try {
    await waitForServer(child);
    // One shopper with five lines in the cart, and one session per connection for the adds.
    const cookie = await shopperWith(productIds);
    const shoppers: string[] = [];
    for (let i = 0; i < connections; i++) shoppers.push(await shopperWith(productIds.slice(1, 2)));
    figures = [
      wrk('trivial Hono route (ceiling)', `${base}/api/catalog/health`, [cookie]),
      ...lists(cookie, ''),
      wrk('GET /cart (5 lines)', `${base}/api/catalog/cart`, [cookie]),
      wrk(
        `POST /cart/{id} (${connections} shoppers)`,
        `${base}/api/catalog/cart/${productIds[0]}`,
        shoppers,
        'quantity=1',
      ),
    ];
    // The same lists with the list cache off: what every request costs the database.
    await stopServer(child);
    child = startServer({ ...env, LIST_CACHE_MS: '0' });
    await waitForServer(child);
    figures.push(...lists(cookie, ', no cache'));
  } finally {
    await stopServer(child);
  }
  const ceiling = figures[0]?.rps ?? 1;
  console.log(
    `\n${kind}: ${productCount} products seeded in ${seedSeconds.toFixed(1)} s; wrk -t1 -c${connections} -d${seconds}s`,
  );
  console.log(
    `${'route'.padEnd(52)} ${'req/s'.padStart(9)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'of ceiling'.padStart(10)} errors`,
  );
  for (const f of figures) {
    console.log(
      `${f.route.padEnd(52)} ${f.rps.toFixed(0).padStart(9)} ${f.p50.padStart(9)} ${f.p99.padStart(9)} ${`${((f.rps / ceiling) * 100).toFixed(1)}%`.padStart(10)} ${f.errors}`,
    );
  }
}

try {
  // The pages do not matter here: build the server once from a small catalog.
  process.env.DATA_DIR = join(scratch, 'build-data');
  process.env.CATALOG_SNAPSHOT = join(scratch, 'snapshot.json');
  process.env.DIST_DIR = distDir;
  delete process.env.DATABASE_URL;
  await buildSite(50);

  if (backends.includes('pglite')) {
    const dataDir = join(scratch, 'pglite-data');
    await run(
      'PGlite',
      { DATA_DIR: dataDir, DATABASE_URL: '' },
      await openDatabase({ dataDir: join(dataDir, 'pglite') }),
    );
  }
  const adminUrl = benchAdminUrl();
  if (backends.includes('postgres') && adminUrl) {
    const { url, drop } = await scratchPostgres(adminUrl, `shop_bench_${process.pid}`);
    try {
      await run('PostgreSQL', { DATABASE_URL: url }, await openDatabase({ url }));
    } finally {
      await drop();
    }
  } else if (backends.includes('postgres')) {
    console.log(
      '\nPostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server where a scratch database may be created.',
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
