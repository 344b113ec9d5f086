// npm run catalog:import -- FILE [--images DIR] [--dry-run] [--skip-invalid] [--deactivate-missing] [--lang en]
// Reads a catalog file (XLSX or CSV), checks every row, and writes the products into the configured
// database (DATABASE_URL, else PGlite under DATA_DIR); images go to DATA_DIR/images.
import { accessSync, constants } from 'node:fs';
import { resolve } from 'node:path';
import { t } from '../src/i18n/index.ts';
import { runImport } from '../src/server/catalog-import/run-import.ts';
import { dbConfigFromEnv } from '../src/server/config.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { holdHeapGrowth } from './lib/batch-heap.ts';
import { openOrHandToShop } from './lib/catalog-command-db.ts';
import { argValue, fail } from './lib/cli.ts';
import type { ShopImportInput } from './lib/shop-import.ts';
import { askForRebuild } from './lib/site-builds/rebuild-request.ts';

const USAGE = `Usage: npm run catalog:import -- FILE [--images DIR] [--dry-run] [--skip-invalid] [--deactivate-missing] [--lang en]
  FILE                  the ERP's export: .xlsx (first sheet) or .csv (UTF-8 or Windows-1254, ; or ,)
  --images DIR          where the file's image names (gorseller) are looked up
  --dry-run             read, check and count; write nothing
  --skip-invalid        import the valid products and list the rows with errors (else errors refuse the file)
  --deactivate-missing  switch off active products the file does not name
  --lang en             report in English (default Turkish)`;

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const withValue = new Set(['--images', '--lang']);
const flags = new Set(['--dry-run', '--skip-invalid', '--deactivate-missing', ...withValue]);
const files = argv.filter((arg, i) => !arg.startsWith('--') && !withValue.has(argv[i - 1] ?? ''));
const unknown = argv.filter((arg) => arg.startsWith('--') && !flags.has(arg.split('=')[0] ?? ''));
if (files.length !== 1 || unknown.length > 0) {
  console.error(USAGE);
  process.exit(2);
}
const lang = argValue(argv, 'lang') ?? 'tr';
if (lang !== 'tr' && lang !== 'en') fail(`--lang must be tr or en, not "${lang}"`);
const images = argValue(argv, 'images');
const file = resolve(files[0] as string);
try {
  accessSync(file, constants.R_OK);
} catch {
  fail(t(lang, 'catalogImport.cli.noFile', { file }));
}

const request: ShopImportInput = {
  file,
  imagesDir: images === undefined ? undefined : resolve(images),
  dryRun: argv.includes('--dry-run'),
  skipInvalid: argv.includes('--skip-invalid'),
  deactivateMissing: argv.includes('--deactivate-missing'),
  locale: lang,
};
const config = dbConfigFromEnv();
const handle = await openOrHandToShop(config, 'catalog-import', request, 'catalogImport.cli.viaShop');
// This process does one import and ends (lib/batch-heap.ts).
holdHeapGrowth();
let code = 1;
try {
  await migrateDatabase(handle);
  const tty = process.stderr.isTTY;
  const result = await runImport(
    handle.db,
    // The embedded database is this process's alone (its folder lock says so).
    { ...request, exclusive: handle.kind === 'pglite' },
    {
      out: (line) => {
        if (tty) process.stderr.write('\r\x1b[K');
        console.log(line);
      },
      progress: (line) => (tty ? process.stderr.write(`\r\x1b[K${line}`) : console.error(line)),
    },
  );
  code = result.code;
  if (tty) process.stderr.write('\r\x1b[K');
  // The pages follow at the next build: the running shops build REBUILD_DELAY after this request.
  if (result.changed) {
    const asked = await askForRebuild(config, 'import');
    console.log(t(lang, asked ? 'catalogImport.cli.rebuildAsked' : 'catalogImport.cli.noShop'));
  }
} finally {
  await handle.close();
}
process.exit(code);
