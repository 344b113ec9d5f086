// npm run bench:import -- [--rows N[,M]] [--rate 50] [--db pglite|postgres] [--xlsx] [--no-images] [--rebuild]
// The catalog import end to end, as a merchant runs it (issue 16): for each N (default 10,000 and
// 200,000) a realistic file of N rows (scripts/lib/sample-catalog.ts: Turkish names, units, variants,
// warehouses, images) is imported with the real `npm run catalog:import -- FILE --images DIR` into a
// running shop (the built server on a scratch embedded database, which the command hands the file to),
// while shoppers ask the shop for a category list at a steady rate. Then the same file again. Prints
// rows per second, wall time, the peak memory of the shop and of the command, and the list's
// latency (p50/p99) idle and during each import. With --db postgres the shop and the command both
// open a scratch database on BENCH_DATABASE_URL's (else TEST_DATABASE_URL's) server instead. A
// benchmark, not a test: it asserts nothing.
//
// The images: each file name is a hard link to one of a few distinct pictures, so every name is read
// and hashed as a real import does, but only the distinct pictures are resized (sharp's work on
// 250,000 different pictures is an hours-long first import of its own, not the import's).
import { type ChildProcess, spawn } from 'node:child_process';
import { linkSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { asc, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { type DbConfig, openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { categories } from '../src/server/db/schema/index.ts';
import { seedDatabase } from '../src/server/seed/index.ts';
import { benchAdminUrl, scratchPostgres } from './lib/bench-database.ts';
import { buildSite } from './lib/build-site.ts';
import { argValue, fail, positiveInt } from './lib/cli.ts';
import { watchMemory } from './lib/process-memory.ts';
import { sampleRows, writeSampleCsv, writeSampleXlsx } from './lib/sample-catalog.ts';
import { servedBuildFolder } from './lib/site-builds/build-folders.ts';
import { type LoadFigures, steadyLoad } from './lib/steady-load.ts';

const sizes = (argValue(process.argv, 'rows') ?? '10000,200000')
  .split(',')
  .map((s) => Number(s.replace(/_/g, '')));
if (sizes.some((n) => !Number.isSafeInteger(n) || n < 1)) fail('--rows must be positive whole numbers');
const rate = positiveInt(argValue(process.argv, 'rate'), 50, '--rate');
const distinctImages = positiveInt(argValue(process.argv, 'distinct-images'), 16, '--distinct-images');
const xlsx = process.argv.includes('--xlsx');
const withImages = !process.argv.includes('--no-images');
const backend = argValue(process.argv, 'db') ?? 'pglite';
if (backend !== 'pglite' && backend !== 'postgres') fail('--db must be pglite or postgres');
const adminUrl = benchAdminUrl();
if (backend === 'postgres' && !adminUrl)
  fail(
    '--db postgres needs BENCH_DATABASE_URL (or TEST_DATABASE_URL): a server where a scratch database may be created',
  );
const IDLE_SECONDS = 10;
const PORT = positiveInt(process.env.BENCH_PORT, 4399, 'BENCH_PORT');
const base = `http://127.0.0.1:${PORT}`;
const NODE_ARGS = ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'];

const MB = 1024 * 1024;
const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;
const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
const scratch = mkdtempSync(join(tmpdir(), 'shop-bench-import-'));
const distDir = resolve('.cache/bench-import-dist');

/** Makes the images the file names: hard links to a few distinct small pictures. */
async function writeImages(dir: string, rows: number): Promise<number> {
  mkdirSync(dir, { recursive: true });
  const pictures: string[] = [];
  for (let i = 0; i < distinctImages; i++) {
    const path = join(dir, `.picture-${i}.jpg`);
    await sharp({
      create: {
        width: 800,
        height: 800,
        channels: 3,
        background: { r: 40 + i * 10, g: 120, b: 200 - i * 5 },
      },
    })
      .jpeg({ quality: 70 })
      .toFile(path);
    pictures.push(path);
  }
  const names = new Set<string>();
  for (const row of sampleRows(rows)) for (const name of row.gorseller?.split('|') ?? []) names.add(name);
  let i = 0;
  for (const name of names) linkSync(pictures[i++ % pictures.length] as string, join(dir, name));
  return names.size;
}

/** The scratch database of one run: the environment the shop and the command get, and its removal. */
interface ScratchDatabase {
  env: NodeJS.ProcessEnv;
  config: DbConfig;
  drop(): Promise<void>;
}

async function scratchDatabase(dataDir: string, n: number): Promise<ScratchDatabase> {
  if (backend === 'pglite') {
    return {
      env: { DATABASE_URL: '', DATA_DIR: dataDir },
      config: { dataDir: join(dataDir, 'pglite') },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await scratchPostgres(adminUrl as string, `shop_bench_import_${process.pid}_${n}`);
  return {
    env: { DATABASE_URL: url, DATA_DIR: dataDir },
    config: { url },
    drop: async () => {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The scratch database with a small demo catalog (the shop's currencies and a category to list). */
async function prepareData(database: ScratchDatabase, dataDir: string): Promise<string> {
  const handle = await openDatabase(database.config);
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle, { products: 200, imagesDir: join(dataDir, 'images') });
    const [row] = await handle.db
      .select({ url: categories.url })
      .from(categories)
      .where(sql`exists (select 1 from products p where p.category_id = ${categories.id})`)
      .orderBy(asc(categories.id))
      .limit(1);
    return row?.url ?? '';
  } finally {
    await handle.close();
  }
}

interface Shop {
  child: ChildProcess;
  /** Lines the shop printed, with the time each arrived. */
  lines: { at: number; text: string }[];
}

function startShop(database: ScratchDatabase): Shop {
  const child = spawn(process.execPath, [...NODE_ARGS, 'scripts/start.ts'], {
    env: {
      ...process.env,
      ...database.env,
      DIST_DIR: distDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      // No rebuild during the measurement: the import asks for one REBUILD_DELAY later.
      REBUILD_AT: 'off',
      REBUILD_DELAY: '86400',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: Shop['lines'] = [];
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (text) =>
    lines.push({ at: performance.now(), text }),
  );
  return { child, lines };
}

async function waitForShop(shop: Shop): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (shop.child.exitCode !== null) fail(`the shop exited with ${shop.child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/catalog/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  fail('the shop did not start in 2 minutes');
}

async function stopShop(shop: Shop): Promise<void> {
  if (shop.child.exitCode !== null) return;
  const exited = new Promise((r) => shop.child.once('exit', r));
  shop.child.kill('SIGTERM');
  await exited;
}

interface ImportFigures {
  seconds: number;
  /** Seconds from the start to the last "rows read" line of the shop, and to its first "written". */
  readSeconds: number | undefined;
  code: number | null;
  summary: string;
  shopPeak: number;
  commandPeak: number;
  load: LoadFigures;
}

/** Runs `npm run catalog:import -- FILE --images DIR --lang en` (its script, without npm's wrapper). */
async function importFile(
  shop: Shop,
  database: ScratchDatabase,
  file: string,
  images: string,
  listUrl: string,
): Promise<ImportFigures> {
  const shopMemory = watchMemory(shop.child.pid as number);
  const load = steadyLoad(listUrl, rate);
  const started = performance.now();
  const firstLine = shop.lines.length;
  const args = [...NODE_ARGS, 'scripts/catalog-import.ts', file, '--lang', 'en'];
  if (withImages) args.push('--images', images);
  const command = spawn(process.execPath, args, {
    env: { ...process.env, ...database.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const commandMemory = watchMemory(command.pid as number);
  const out: string[] = [];
  createInterface({ input: command.stdout as NodeJS.ReadableStream }).on('line', (line) => out.push(line));
  const code = await new Promise<number | null>((r) => command.once('exit', r));
  const seconds = (performance.now() - started) / 1000;
  const figures: ImportFigures = {
    seconds,
    readSeconds: undefined,
    code,
    summary: out.find((line) => line.startsWith('Created:')) ?? out.at(-1) ?? '',
    shopPeak: shopMemory.stop().peakRss,
    commandPeak: commandMemory.stop().hwm,
    load: await load.stop(),
  };
  const during = shop.lines.slice(firstLine);
  const lastRead = during.findLast((l) => l.text.includes('rows read'));
  if (lastRead) figures.readSeconds = (lastRead.at - started) / 1000;
  if (code !== 0) console.log(out.join('\n'));
  return figures;
}

async function idle(listUrl: string, seconds = IDLE_SECONDS): Promise<LoadFigures> {
  const load = steadyLoad(listUrl, rate);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  return load.stop();
}

const loadText = (f: LoadFigures) =>
  `p50 ${ms(f.p50)}  p99 ${ms(f.p99)}  max ${ms(f.max)}  (${f.requests} requests, ${f.errors} errors${f.errors ? `: ${JSON.stringify(f.errorKinds)}` : ''})`;

try {
  // The pages do not matter here: the server is built once from a small catalog.
  process.env.DATA_DIR = join(scratch, 'build-data');
  process.env.CATALOG_SNAPSHOT = join(scratch, 'snapshot.json');
  process.env.DIST_DIR = distDir;
  delete process.env.DATABASE_URL;
  // Kept in .cache between runs: the API and the import do not depend on the pages.
  if (!servedBuildFolder(distDir) || process.argv.includes('--rebuild')) await buildSite(50);

  for (const n of sizes) {
    const dataDir = join(scratch, `data-${n}`);
    const database = await scratchDatabase(dataDir, n);
    const category = await prepareData(database, dataDir);
    const file = join(scratch, xlsx ? `katalog-${n}.xlsx` : `katalog-${n}.csv`);
    const t0 = performance.now();
    const rows = await (xlsx ? writeSampleXlsx(file, n) : writeSampleCsv(file, n));
    const imageDir = join(scratch, `images-${n}`);
    const names = withImages ? await writeImages(imageDir, n) : 0;
    console.log(
      `\n${backend}: ${rows} rows, ${(statSync(file).size / MB).toFixed(1)} MB ${xlsx ? 'XLSX' : 'CSV'}, ${names} image names (${withImages ? distinctImages : 0} distinct pictures) written in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const shop = startShop(database);
    try {
      await waitForShop(shop);
      const listUrl = `${base}/api/catalog/products/${category}?sort=price&page=1`;
      console.log(`list: GET /api/catalog/products/${category}?sort=price&page=1 at ${rate} requests/s`);
      // Unrecorded first: the server's JIT and caches warm, as on a shop that has been up.
      await idle(listUrl, 3);
      console.log(`idle                     ${loadText(await idle(listUrl))}`);
      for (const label of ['first import', 'same file again']) {
        const f = await importFile(shop, database, file, imageDir, listUrl);
        console.log(
          `${label.padEnd(16)} ${f.seconds.toFixed(1).padStart(6)} s  ${Math.round(rows / f.seconds)} rows/s` +
            `${f.readSeconds === undefined ? '' : `  (reading ${f.readSeconds.toFixed(1)} s)`}  exit ${f.code}` +
            `  shop peak ${mb(f.shopPeak)}  command peak ${mb(f.commandPeak)}`,
        );
        console.log(`  ${f.summary}`);
        console.log(`  list during the import  ${loadText(f.load)}`);
      }
      console.log(`idle after               ${loadText(await idle(listUrl))}`);
    } finally {
      await stopShop(shop);
      await database.drop();
    }
    rmSync(imageDir, { recursive: true, force: true });
    rmSync(file, { force: true });
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
