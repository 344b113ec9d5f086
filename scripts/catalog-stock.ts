// npm run catalog:stock -- FILE [--dry-run] [--skip-invalid] [--lang en]
// Applies a stock file (stok_kodu with stok and/or fiyat, optional birim and depo) to the configured
// database (DATABASE_URL, else PGlite under DATA_DIR) at once, without a rebuild.
import { accessSync, constants } from 'node:fs';
import { resolve } from 'node:path';
import { t } from '../src/i18n/index.ts';
import { runStock, type StockRunOptions } from '../src/server/catalog-stock/run-stock.ts';
import { dbConfigFromEnv } from '../src/server/config.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { openOrHandToShop } from './lib/catalog-command-db.ts';
import { argValue, fail } from './lib/cli.ts';

const USAGE = `Usage: npm run catalog:stock -- FILE [--dry-run] [--skip-invalid] [--lang en]
  FILE            .xlsx or .csv with stok_kodu and stok and/or fiyat; optional birim, depo
  --dry-run       read, check and count; write nothing
  --skip-invalid  apply the valid products and list the rows with errors (else errors refuse the file)
  --lang en       report in English (default Turkish)`;

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const flags = new Set(['--dry-run', '--skip-invalid', '--lang']);
const files = argv.filter((arg, i) => !arg.startsWith('--') && argv[i - 1] !== '--lang');
const unknown = argv.filter((arg) => arg.startsWith('--') && !flags.has(arg.split('=')[0] ?? ''));
if (files.length !== 1 || unknown.length > 0) {
  console.error(USAGE);
  process.exit(2);
}
const lang = argValue(argv, 'lang') ?? 'tr';
if (lang !== 'tr' && lang !== 'en') fail(`--lang must be tr or en, not "${lang}"`);
const file = resolve(files[0] as string);
try {
  accessSync(file, constants.R_OK);
} catch {
  fail(t(lang, 'catalogImport.cli.noFile', { file }));
}
const request: StockRunOptions = {
  file,
  dryRun: argv.includes('--dry-run'),
  skipInvalid: argv.includes('--skip-invalid'),
  locale: lang,
};
const config = dbConfigFromEnv();
const handle = await openOrHandToShop(config, 'catalog-stock', request, 'catalogImport.stock.viaShop');
let code = 1;
try {
  await migrateDatabase(handle);
  // The embedded database is this process's alone (its folder lock says so).
  const run = { ...request, exclusive: handle.kind === 'pglite' };
  code = (await runStock(handle.db, run, (line) => console.log(line))).code;
} finally {
  await handle.close();
}
process.exit(code);
