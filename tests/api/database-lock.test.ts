import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { DatabaseInUseError, DbConfigError, openDatabase } from '../../src/server/db/client.ts';

const scratch = mkdtempSync(join(tmpdir(), 'shop-db-lock-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

test('an embedded database folder has one opener: a second is refused in one line until the first closes', async () => {
  const dataDir = join(scratch, 'pglite');
  const first = await openDatabase({ dataDir });
  expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')).pid).toBe(process.pid);
  const second = openDatabase({ dataDir });
  await expect(second).rejects.toBeInstanceOf(DatabaseInUseError);
  // The scripts print a DbConfigError's message as their one line.
  await expect(second).rejects.toBeInstanceOf(DbConfigError);
  await expect(second).rejects.toThrow(`The embedded database ${dataDir} is already open in this process`);
  await first.close();
  expect(existsSync(`${dataDir}.lock`)).toBe(false);
  const again = await openDatabase({ dataDir });
  await again.close();
});
