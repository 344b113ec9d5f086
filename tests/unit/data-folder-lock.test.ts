import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { controlSocketOf } from '../../scripts/lib/shop-control.ts';
import {
  DataFolderInUseError,
  type LockHolder,
  lockDataFolder,
  lockFileOf,
} from '../../src/server/db/data-folder-lock.ts';

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A database folder path in a fresh scratch folder (the lock goes beside it). */
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-lock-'));
  scratch.push(dir);
  return join(dir, 'pglite');
}

/** A process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat). */
function startOf(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
}

/** A lock as another process would have written it. */
function writeLock(dir: string, holder: Partial<LockHolder>): void {
  writeFileSync(
    lockFileOf(dir),
    JSON.stringify({
      pid: process.ppid,
      host: hostname(),
      command: 'scripts/start.ts',
      boot: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
      start: startOf(process.ppid),
      since: new Date().toISOString(),
      ...holder,
    }),
  );
}

function refusal(dir: string): DataFolderInUseError {
  try {
    lockDataFolder(dir).release();
  } catch (err) {
    if (err instanceof DataFolderInUseError) return err;
    throw err;
  }
  throw new Error('the lock was taken');
}

const onLinux = existsSync('/proc/self/stat');

describe('the data folder lock', () => {
  it('is a file beside the folder holding this process, removed on release; a second opener is refused', () => {
    const dir = folder();
    const lock = lockDataFolder(dir);
    expect(lock.lockFile).toBe(`${dir}.lock`);
    const holder = JSON.parse(readFileSync(lock.lockFile, 'utf8')) as LockHolder;
    expect(holder).toMatchObject({ pid: process.pid, host: hostname() });
    expect(refusal(dir).message).toBe(`The embedded database ${dir} is already open in this process`);
    lock.release();
    expect(existsSync(lock.lockFile)).toBe(false);
    // Nothing else is left beside the folder.
    expect(readdirSync(join(dir, '..'))).toEqual([]);
    lockDataFolder(dir).release();
  });

  it.runIf(onLinux)('refuses while the shop that holds it runs, in one line naming its pid', () => {
    const dir = folder();
    writeLock(dir, {});
    expect(refusal(dir).message).toBe(
      `The shop is running (pid ${process.ppid}) on the embedded database ${dir}: stop it first, then run this again`,
    );
    writeLock(dir, { command: 'scripts/seed.ts' });
    expect(refusal(dir).message).toBe(
      `scripts/seed.ts is running (pid ${process.ppid}) on the embedded database ${dir}: stop it first, then run this again`,
    );
  });

  it.runIf(onLinux)('takes over the lock of a process that is gone', () => {
    const dir = folder();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeLock(dir, { pid: Number(gone.stdout), start: '1' });
    const lock = lockDataFolder(dir);
    expect(JSON.parse(readFileSync(lock.lockFile, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it.runIf(onLinux)('takes over a lock whose pid now names another process, or from before a restart', () => {
    const dir = folder();
    // The parent runs, but started at another time than the lock says: its pid was reused.
    writeLock(dir, { start: '1' });
    lockDataFolder(dir).release();
    writeLock(dir, { boot: '00000000-0000-0000-0000-000000000000' });
    lockDataFolder(dir).release();
    // This very pid in the lock, yet this process holds nothing: a previous life's (a restarted container).
    writeLock(dir, { pid: process.pid, start: '1' });
    lockDataFolder(dir).release();
    // A lock that does not read is nobody's.
    writeFileSync(lockFileOf(dir), 'not json');
    lockDataFolder(dir).release();
  });

  it('refuses a lock of another machine, saying which file to delete if that shop is gone', () => {
    const dir = folder();
    writeLock(dir, { host: 'other-host', pid: 4242 });
    expect(refusal(dir).message).toBe(
      `The shop is running (pid 4242 on other-host) on the embedded database ${dir}: stop it first, then run this again; if it no longer runs there, delete ${dir}.lock`,
    );
  });
});

describe('the files beside a database folder', () => {
  it('are named after the folder, whether or not its path ends with a slash', () => {
    for (const dir of ['/srv/shop/data/pglite', '/srv/shop/data/pglite/', '/srv/shop/data/pglite//']) {
      expect(lockFileOf(dir), dir).toBe('/srv/shop/data/pglite.lock');
      expect(controlSocketOf(dir), dir).toBe('/srv/shop/data/pglite.sock');
    }
  });
});
