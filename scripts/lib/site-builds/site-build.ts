/**
 * One build of the site, without a gap: the catalog snapshot is written from the caller's own
 * database handle (the running shop's, on the embedded database: never a second opener), Astro builds
 * into a new folder in a child process at low priority, and only a build that succeeded is marked
 * complete and served, by one switch of the pointer (build-folders.ts). A failed build's folder is
 * removed and the served build stays as it was. Old builds beyond the kept few are removed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSnapshot } from '../../../src/server/catalog/snapshot.ts';
import { buildProcessesFromEnv } from '../../../src/server/config.ts';
import type { Database, DbConfig } from '../../../src/server/db/client.ts';
import { BUILD_PART_VARIABLE, buildPartValue } from '../../../src/snapshot/build-part.ts';
import { snapshotPath } from '../../../src/snapshot/read.ts';
import { addedFigures, type PrecompressFigures } from '../precompress.ts';
import {
  buildFolder,
  buildIds,
  isComplete,
  markComplete,
  newBuildId,
  removeBuilds,
  servedBuildFolder,
  servedBuildId,
  switchServedBuild,
} from './build-folders.ts';
import { tryBuildLock } from './build-lock.ts';
import { logBuild, readBuildLog, writeBuildLog } from './build-log.ts';
import { buildHeapMb, partFolder } from './build-parts.ts';
import { type BuildTrigger, firstLine, withoutRunning } from './build-record.ts';
import { buildsToRemove } from './build-retention.ts';

/** What a build needs. */
export interface SiteBuildRequest {
  /** An open handle on the shop's database: the snapshot is read through it. */
  db: Database;
  /** The database's configuration: with PostgreSQL the build lock is taken there too. */
  config: DbConfig;
  /** DIST_DIR. */
  dist: string;
  trigger: BuildTrigger;
  /** Told when the build lock is taken and the build starts. */
  onStart?: (id: string) => void;
}

/** How a build ended. */
export type SiteBuildResult =
  | {
      outcome: 'ok';
      id: string;
      ms: number;
      products: number;
      pages: number;
      snapshotMs: number;
      buildMs: number;
      /** The build processes' figures: their peak memory and what precompression did. */
      child: ChildFigures;
    }
  | { outcome: 'failed'; id: string; ms: number; error: string }
  | { outcome: 'busy' };

const PROJECT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const CHILD = resolve(PROJECT, 'scripts/lib/astro-build-child.ts');
const FINISH_CHILD = resolve(PROJECT, 'scripts/lib/finish-build-child.ts');
const NODE_FLAGS = ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'];
/** The build's niceness: the shop's requests come first on a busy machine. */
const NICENESS = 10;

/** The build processes running now, ended with the shop (their half-done folder goes at the next build). */
const children = new Set<ChildProcess>();

/** Ends the running build processes, if any: the shop is stopping. */
export function stopBuildProcesses(): void {
  for (const child of children) child.kill('SIGTERM');
}

/** Builds the site into a new folder and serves it if it succeeded; 'busy' when another build runs. */
export async function buildSiteFolder(request: SiteBuildRequest): Promise<SiteBuildResult> {
  const lock = await tryBuildLock(request.config);
  if (!lock) return { outcome: 'busy' };
  try {
    return await buildLocked(request);
  } finally {
    await lock.release();
  }
}

async function buildLocked({ db, dist, trigger, onStart }: SiteBuildRequest): Promise<SiteBuildResult> {
  const started = new Date();
  const t0 = performance.now();
  // Under the lock no build runs: a `running` entry or a half-done folder is a dead process's.
  writeBuildLog(dist, withoutRunning(readBuildLog(dist)));
  const id = uniqueId(dist, started);
  const folder = buildFolder(dist, id);
  mkdirSync(folder, { recursive: true });
  const entry = { id, trigger, startedAt: started.toISOString() };
  logBuild(dist, { ...entry, outcome: 'running' });
  onStart?.(id);
  let products: number;
  let snapshotMs: number;
  let child: ChildFigures;
  try {
    const path = snapshotPath();
    mkdirSync(dirname(path), { recursive: true });
    // Replaced whole: a reader never sees half a snapshot.
    const snapshot = await writeSnapshot(db, `${path}.${process.pid}.tmp`);
    renameSync(`${path}.${process.pid}.tmp`, path);
    products = snapshot.products.length;
    snapshotMs = performance.now() - t0;
    // The served build's unchanged files lend their compressed siblings to this one.
    child = await buildInParts(folder, servedBuildFolder(dist), buildProcessesFromEnv(), products);
    markComplete(dist, { id, pages: child.precompress.pages });
  } catch (err) {
    removeBuilds(dist, [id]);
    const ms = performance.now() - t0;
    const error = firstLine((err as Error).message);
    logBuild(dist, { ...entry, ms, outcome: 'failed', error });
    return { outcome: 'failed', id, ms, error };
  }
  // Complete: from here on nothing removes it.
  switchServedBuild(dist, id);
  const ms = performance.now() - t0;
  const pages = child.precompress.pages;
  logBuild(dist, { ...entry, ms, pages, outcome: 'ok' });
  try {
    removeOldBuilds(dist, id);
  } catch (err) {
    console.error(`An old build could not be removed: ${(err as Error).message}`);
  }
  return {
    outcome: 'ok',
    id,
    ms,
    products,
    pages,
    snapshotMs,
    buildMs: child.ms,
    child,
  };
}

function uniqueId(dist: string, now: Date): string {
  let id = newBuildId(now);
  for (let n = 2; existsSync(buildFolder(dist, id)); n++) id = `${newBuildId(now)}-${n}`;
  return id;
}

function removeOldBuilds(dist: string, building: string): void {
  const folders = buildIds(dist).map((id) => ({ id, complete: isComplete(dist, id) }));
  removeBuilds(dist, buildsToRemove(folders, servedBuildId(dist), building));
  // A build from before builds had their own folders, written straight into DIST_DIR.
  for (const old of ['client', 'server', 'built-for-site.json'])
    rmSync(join(dist, old), { recursive: true, force: true });
}

/** What the build processes did, together. */
export interface ChildFigures {
  /** How many processes built the site, a share of the pages each. */
  parts: number;
  /** Astro's builds, with the pages' precompression that ran beside them (wall time). */
  ms: number;
  /** The build processes' peaks added up: they run at once. */
  maxRssKb: number;
  precompress: PrecompressFigures;
  /** The time after Astro: the pages' precompression left over, the merge, the other files' precompression. */
  precompressAfterMs: number;
}

/** What one build process reports on its last line. */
interface PartFigures {
  ms: number;
  maxRssKb: number;
  precompress: PrecompressFigures;
  precompressAfterMs: number;
}

/** What the finishing process reports. */
interface FinishFigures {
  precompress: PrecompressFigures;
}

/**
 * Builds the site into `outDir` in `count` processes at once, one share of the pages each, then
 * merges the shares and precompresses the rest in one more (finish-build-child.ts). When one share
 * fails, the others are stopped.
 */
async function buildInParts(
  outDir: string,
  previous: string | undefined,
  count: number,
  products: number,
): Promise<ChildFigures> {
  const prev = previous ? ['--previous', previous] : [];
  try {
    return await runParts(outDir, prev, count, products);
  } catch (err) {
    // A failed build leaves no share's folder either.
    for (let index = 1; index < count; index++)
      rmSync(partFolder(outDir, index), { recursive: true, force: true });
    throw err;
  }
}

/** The shares' processes at once, then the finishing one (buildInParts). */
async function runParts(
  outDir: string,
  prev: readonly string[],
  count: number,
  products: number,
): Promise<ChildFigures> {
  const t0 = performance.now();
  const heap = `--max-old-space-size=${buildHeapMb(products, count)}`;
  const started = Array.from({ length: count }, (_, index) =>
    runChild<PartFigures>(
      CHILD,
      ['--out', index === 0 ? outDir : partFolder(outDir, index), ...prev],
      { [BUILD_PART_VARIABLE]: buildPartValue({ index, count }) },
      [heap],
    ),
  );
  // The first failure is the cause: the others were stopped because of it.
  let firstError: unknown;
  const settled = await Promise.allSettled(
    started.map((p) =>
      p.run.catch((err: unknown) => {
        firstError ??= err;
        for (const other of started) other.child.kill('SIGTERM');
        throw err;
      }),
    ),
  );
  if (settled.some((r) => r.status === 'rejected')) throw firstError;
  const parts = settled.map((r) => (r as PromiseFulfilledResult<PartFigures>).value);
  const ms = Math.max(...parts.map((p) => p.ms));
  const finish = await runChild<FinishFigures>(FINISH_CHILD, [
    '--out',
    outDir,
    '--parts',
    String(count),
    ...prev,
  ]).run;
  return {
    parts: count,
    ms,
    maxRssKb: parts.reduce((sum, p) => sum + p.maxRssKb, 0),
    precompress: addedFigures([...parts.map((p) => p.precompress), finish.precompress]),
    precompressAfterMs: performance.now() - t0 - ms,
  };
}

/**
 * Runs one of the build's scripts in a child process at low priority; `run` settles with its report
 * (the JSON on its last line) or fails with its error.
 */
function runChild<T extends object>(
  script: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
  nodeFlags: readonly string[] = [],
): { child: ChildProcess; run: Promise<T> } {
  const argv = [...NODE_FLAGS, ...nodeFlags, script, ...args];
  const niced = process.platform !== 'win32';
  const options = { cwd: PROJECT, env: { ...process.env, ...env } };
  const child: ChildProcess = niced
    ? spawn('nice', ['-n', String(NICENESS), process.execPath, ...argv], options)
    : spawn(process.execPath, argv, options);
  if (!niced && child.pid) setPriority(child.pid, constants.priority.PRIORITY_BELOW_NORMAL);
  children.add(child);
  let stdout = '';
  let stderr = '';
  let shown = 0;
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    // Astro's own lines go on to this process's output (ASTRO_LOG_LEVEL=info shows its progress);
    // the report on the last line is read, not shown.
    const end = stdout.lastIndexOf('\n') + 1;
    const lines = stdout.slice(shown, end);
    shown = end;
    for (const line of lines.split('\n')) if (line && !line.startsWith('{"')) console.log(line);
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    // Astro's warnings go on to the shop's log; only the tail is kept for the error.
    process.stderr.write(chunk);
    stderr = (stderr + chunk).slice(-16_384);
  });
  const run = new Promise<T>((done, fail) => {
    child.once('error', fail);
    child.once('close', (code, signal) => {
      children.delete(child);
      const last = stdout.trim().split('\n').at(-1) ?? '';
      const report = parse(last);
      if (code === 0 && report && !('error' in report)) return done(report as T);
      if (report && 'error' in report && typeof report.error === 'string')
        return fail(new Error(report.error));
      const said = stderr.split('\n').find((l) => /error/i.test(l)) ?? stderr.trim().split('\n').at(-1);
      fail(new Error(said || `the build process ended with ${signal ?? `code ${code}`}`));
    });
  });
  return { child, run };
}

function parse(line: string): object | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}
