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
import type { Database, DbConfig } from '../../../src/server/db/client.ts';
import { snapshotPath } from '../../../src/snapshot/read.ts';
import type { PrecompressFigures } from '../precompress.ts';
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
      /** The build child's figures: its peak memory and what precompression did. */
      child: ChildFigures;
    }
  | { outcome: 'failed'; id: string; ms: number; error: string }
  | { outcome: 'busy' };

const PROJECT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const CHILD = resolve(PROJECT, 'scripts/lib/astro-build-child.ts');
const NODE_FLAGS = ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'];
/** The build's niceness: the shop's requests come first on a busy machine. */
const NICENESS = 10;

/** The build processes running now, ended with the shop (their half-done folder goes at the next build). */
const children = new Set<ChildProcess>();

/** Ends the running build process, if any: the shop is stopping. */
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
    child = await runChild(folder, servedBuildFolder(dist));
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

/** What the child reports on its last line. */
export interface ChildFigures {
  /** Astro's build, with the precompression that ran beside it. */
  ms: number;
  maxRssKb: number;
  precompress: PrecompressFigures;
  /** The time precompression took after Astro was done. */
  precompressAfterMs: number;
}

/** Runs astro build and the precompression in a child process at low priority; throws with its error. */
function runChild(outDir: string, previous: string | undefined): Promise<ChildFigures> {
  const args = [...NODE_FLAGS, CHILD, '--out', outDir, ...(previous ? ['--previous', previous] : [])];
  const niced = process.platform !== 'win32';
  const child: ChildProcess = niced
    ? spawn('nice', ['-n', String(NICENESS), process.execPath, ...args], { cwd: PROJECT })
    : spawn(process.execPath, args, { cwd: PROJECT });
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
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('close', (code, signal) => {
      children.delete(child);
      const last = stdout.trim().split('\n').at(-1) ?? '';
      const report = parse(last);
      if (code === 0 && report && 'precompress' in report) return done(report);
      if (report && 'error' in report) return fail(new Error(report.error));
      const said = stderr.split('\n').find((l) => /error/i.test(l)) ?? stderr.trim().split('\n').at(-1);
      fail(new Error(said || `the build process ended with ${signal ?? `code ${code}`}`));
    });
  });
}

function parse(line: string): ChildFigures | { error: string } | undefined {
  try {
    return JSON.parse(line) as ChildFigures | { error: string };
  } catch {
    return undefined;
  }
}
