/**
 * One opener per embedded database folder. PGlite takes no lock of its own, and a second PGlite on a
 * live folder writes its recovery under the first one's feet (SEC-01). Whoever opens the folder first
 * writes `<folder>.lock` beside it (pid, host, boot and process start time); a second opener, in this
 * process or another, is refused with one line naming the holder. A lock left by a process that is
 * gone (crashed, killed, the machine restarted, or its pid reused since) is taken over.
 */
import { linkSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { relative } from 'node:path';

/** What a lock file says about its holder. */
export interface LockHolder {
  readonly pid: number;
  readonly host: string;
  /** The command that holds it, e.g. `scripts/start.ts`. */
  readonly command: string;
  /** Linux boot id and the process's start time in clock ticks: a reused pid or a reboot is told apart. */
  readonly boot?: string;
  readonly start?: string;
  readonly since: string;
}

/** The folder is open in another process (or already in this one). */
export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';
  readonly holder: LockHolder;
  constructor(folder: string, lockFile: string, holder: LockHolder) {
    super(inUseMessage(folder, lockFile, holder));
    this.holder = holder;
  }
}

/** A held lock; release() removes it (only while it is still this process's). */
export interface DataFolderLock {
  readonly lockFile: string;
  release(): void;
}

// Locks this process holds, on the global object: a module evaluated twice (a dev server) shares them.
const heldKey = Symbol.for('shop.dataFolderLocks');
const registry = globalThis as { [heldKey]?: Map<string, string> };
registry[heldKey] ??= new Map();
const held: Map<string, string> = registry[heldKey];
let exitHook = false;

/** A file beside a database folder: `<folder>.<extension>` (the folder's own name, trailing slashes dropped). */
export function besideFolder(folder: string, extension: string): string {
  return `${folder.replace(/[/\\]+$/, '')}.${extension}`;
}

/** The lock file of a database folder: `<folder>.lock` beside it. */
export function lockFileOf(folder: string): string {
  return besideFolder(folder, 'lock');
}

/** Takes the folder's lock for this process, or throws DataFolderInUseError naming who holds it. */
export function lockDataFolder(folder: string): DataFolderLock {
  const lockFile = lockFileOf(folder);
  const mine = held.get(lockFile);
  if (mine !== undefined) throw new DataFolderInUseError(folder, lockFile, JSON.parse(mine) as LockHolder);
  const content = JSON.stringify(currentHolder());
  for (let attempt = 0; attempt < 3; attempt++) {
    if (create(lockFile, content)) {
      held.set(lockFile, content);
      releaseAtExit();
      return { lockFile, release: () => release(lockFile) };
    }
    const text = readText(lockFile);
    if (text === undefined) continue; // removed meanwhile: try again
    const holder = parseHolder(text);
    if (holder && !isGone(holder)) throw new DataFolderInUseError(folder, lockFile, holder);
    takeOver(lockFile, text, folder);
  }
  const holder = parseHolder(readText(lockFile) ?? '');
  if (holder) throw new DataFolderInUseError(folder, lockFile, holder);
  throw new Error(`Cannot take the lock ${lockFile}`);
}

/** The one line a second opener reads. */
function inUseMessage(folder: string, lockFile: string, holder: LockHolder): string {
  const here = holder.host === hostname();
  if (here && holder.pid === process.pid)
    return `The embedded database ${folder} is already open in this process`;
  const where = here ? `pid ${holder.pid}` : `pid ${holder.pid} on ${holder.host}`;
  const who = /(^|[/\\])start\.ts$/.test(holder.command)
    ? `The shop is running (${where})`
    : `${holder.command} is running (${where})`;
  const elsewhere = here ? '' : `; if it no longer runs there, delete ${lockFile}`;
  return `${who} on the embedded database ${folder}: stop it first, then run this again${elsewhere}`;
}

function currentHolder(): LockHolder {
  const script = process.argv[1] ?? 'node';
  const command = relative(process.cwd(), script).startsWith('..') ? script : relative(process.cwd(), script);
  return {
    pid: process.pid,
    host: hostname(),
    command,
    boot: bootId(),
    start: startTicks(process.pid),
    since: new Date().toISOString(),
  };
}

/** Creates the lock file with its whole content at once; false when it exists. */
function create(lockFile: string, content: string): boolean {
  const temp = `${lockFile}.${process.pid}.tmp`;
  writeFileSync(temp, content, { mode: 0o644 });
  try {
    linkSync(temp, lockFile);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    // A file system without hard links: an exclusive create is nearly as good.
    try {
      writeFileSync(lockFile, content, { flag: 'wx', mode: 0o644 });
      return true;
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw again;
    }
  } finally {
    rmSync(temp, { force: true });
  }
}

/**
 * Moves a stale lock aside, then checks that what moved is the stale lock that was judged: if another
 * process took it over in between, its fresh lock is put back and this opener is refused.
 */
function takeOver(lockFile: string, staleText: string, folder: string): void {
  const aside = `${lockFile}.${process.pid}.stale`;
  try {
    renameSync(lockFile, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const moved = readText(aside) ?? '';
  if (moved !== staleText) {
    try {
      linkSync(aside, lockFile);
    } catch {
      // Someone else holds it again: theirs stands.
    }
    rmSync(aside, { force: true });
    const holder = parseHolder(moved);
    if (holder) throw new DataFolderInUseError(folder, lockFile, holder);
    return;
  }
  rmSync(aside, { force: true });
}

function release(lockFile: string): void {
  const content = held.get(lockFile);
  if (content === undefined) return;
  held.delete(lockFile);
  if (readText(lockFile) !== content) return;
  try {
    unlinkSync(lockFile);
  } catch {
    // Already gone.
  }
}

// A script that ends by process.exit() (fail(), or a crash) never closes its database: its lock goes too.
function releaseAtExit(): void {
  if (exitHook) return;
  exitHook = true;
  process.once('exit', () => {
    for (const lockFile of [...held.keys()]) release(lockFile);
  });
}

/** Whether the lock's holder is certainly gone: only a process on this machine can be checked. */
function isGone(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return false;
  // This process holds no lock on the folder (checked first), so a lock with its pid is a previous life's.
  if (holder.pid === process.pid) return true;
  const boot = bootId();
  if (holder.boot && boot && holder.boot !== boot) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return true;
  }
  // Alive: the same process only if it started when the lock says.
  const start = startTicks(holder.pid);
  return Boolean(holder.start && start && holder.start !== start);
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (Number.isSafeInteger(value.pid) && typeof value.host === 'string')
      return {
        pid: value.pid as number,
        host: value.host,
        command: typeof value.command === 'string' ? value.command : 'another process',
        boot: value.boot,
        start: value.start,
        since: typeof value.since === 'string' ? value.since : '',
      };
  } catch {
    // A lock that does not read is nobody's.
  }
  return undefined;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

function bootId(): string | undefined {
  return readText('/proc/sys/kernel/random/boot_id')?.trim() || undefined;
}

/** A process's start time since boot (Linux /proc), which a reused pid does not share. */
function startTicks(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // Fields after the command name, which is in parentheses and may hold spaces: state is field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19];
}
