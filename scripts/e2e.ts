// npm run test:e2e: builds a small demo shop in a scratch folder and walks it in Chromium with Playwright.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSite } from './lib/build-site.ts';
import { ensureChromium } from './lib/chromium.ts';
import { orFail } from './lib/cli.ts';

// The system Chromium, installed from Debian's package first when it is missing and this may (root).
process.env.CHROMIUM_PATH = orFail(() => ensureChromium());

const scratch = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
process.env.DATA_DIR = join(scratch, 'data');
process.env.CATALOG_SNAPSHOT = join(scratch, 'catalog-snapshot.json');
// Inside the project, so the built server resolves its packages from node_modules.
process.env.DIST_DIR = resolve('.cache/e2e-dist');
process.env.SEED_PRODUCTS = process.env.E2E_PRODUCTS ?? '200';
process.env.PORT = process.env.E2E_PORT ?? '4329';
// The shop's address is where the browser opens it (playwright.config.ts), as in production: the
// canonical and share links, the sitemap and the cross-site guard all name it.
process.env.SITE_URL = `http://127.0.0.1:${process.env.PORT}`;
// The browser tests run on the embedded database; the API tests cover PostgreSQL.
delete process.env.DATABASE_URL;
// The checkout specs pay with the test virtual POS's published cards.
process.env.PAYMENT_PROVIDER = 'test';
// The specs that change the catalog under the running shop do it through its test command.
process.env.SHOP_TEST_COMMANDS = '1';
// The suite rebuilds when a spec says so (catalog-import.spec.ts runs `npm run build`): no nightly
// build, and no build of an import's request in the middle of another spec.
process.env.REBUILD_AT = 'off';
process.env.REBUILD_DELAY = '86400';

let status = 1;
try {
  await buildSite(Number(process.env.SEED_PRODUCTS));
  const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: process.env,
  });
  status = run.status ?? 1;
} finally {
  if (!process.env.E2E_KEEP) rmSync(scratch, { recursive: true, force: true });
}
process.exit(status);
