import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';

test('npm start on a port already in use says so in one line', () => {
  // The shop under test listens on PORT already; a second one gets its own (empty) data folder.
  const data = mkdtempSync(join(tmpdir(), 'shop-port-'));
  try {
    const run = spawnSync(
      process.execPath,
      ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', 'scripts/start.ts'],
      {
        env: { ...process.env, DATA_DIR: data, SEED_PRODUCTS: '20', HOST: '127.0.0.1' },
        encoding: 'utf8',
        timeout: 90_000,
      },
    );
    const errors = run.stderr.trim().split('\n').filter(Boolean);
    expect(run.status).toBe(1);
    expect(errors).toEqual([
      `Error: port ${process.env.PORT} on 127.0.0.1 is already in use: stop the other server or set PORT`,
    ]);
  } finally {
    rmSync(data, { recursive: true, force: true });
  }
});
