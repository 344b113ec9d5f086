/**
 * The file that keeps the record of the last builds: DIST_DIR/build-log.json, beside the builds. On
 * disk rather than in the database, so `npm run build:status` reads it while the shop holds the
 * embedded database, and so it describes the builds of this DIST_DIR wherever the data is. Written
 * only by the process that holds the build lock, each time whole through a rename.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BuildEntry, recordBuild } from './build-record.ts';

function logFile(dist: string): string {
  return join(dist, 'build-log.json');
}

/** The recorded builds, newest first (none when there is no record or it cannot be read). */
export function readBuildLog(dist: string): BuildEntry[] {
  try {
    const entries = JSON.parse(readFileSync(logFile(dist), 'utf8')) as unknown;
    return Array.isArray(entries) ? (entries as BuildEntry[]) : [];
  } catch {
    return [];
  }
}

/** Writes the whole record. */
export function writeBuildLog(dist: string, entries: readonly BuildEntry[]): void {
  const file = logFile(dist);
  const next = `${file}.${process.pid}.tmp`;
  mkdirSync(dist, { recursive: true });
  writeFileSync(next, `${JSON.stringify(entries, null, 2)}\n`);
  renameSync(next, file);
}

/** Adds or updates one build in the record. */
export function logBuild(dist: string, entry: BuildEntry): void {
  writeBuildLog(dist, recordBuild(readBuildLog(dist), entry));
}
