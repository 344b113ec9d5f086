/**
 * Where the builds are, and which one is served. DIST_DIR (dist/ by default) holds:
 *
 *   builds/<id>/        one complete build each (client/, server/, built-for-site.json, build.json),
 *                        <id> its start time in UTC (2026-11-27T00-30-00.000Z), so names sort by age
 *   current-build       the served build's id: one line, replaced whole by a rename
 *   build-log.json      the last builds with their outcome (build-log.ts)
 *
 * A build is written into its own new folder and marked complete (build.json) only when it
 * succeeded; then the pointer is switched in one step: a new file renamed over `current-build`, which
 * is atomic on every file system the shop runs on (a symlink could not be replaced atomically on
 * Windows). Every process serving from this DIST_DIR reads the pointer, so one switch moves them all.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The marker a build writes last: a folder without it is half-done. */
export const COMPLETE_FILE = 'build.json';
const POINTER_FILE = 'current-build';

/** What a complete build says about itself. */
export interface BuildMarker {
  id: string;
  pages: number;
}

/** The folder of all builds. */
export function buildsRoot(dist: string): string {
  return join(dist, 'builds');
}

/** One build's folder. */
export function buildFolder(dist: string, id: string): string {
  return join(buildsRoot(dist), id);
}

/** The pointer file naming the served build. */
export function pointerFile(dist: string): string {
  return join(dist, POINTER_FILE);
}

/** A new build's id: its start time, safe in a file name everywhere, sorting as time does. */
export function newBuildId(now: Date): string {
  return now.toISOString().replace(/:/g, '-');
}

/** The served build's id, or undefined when nothing was built yet (or the pointer names no build). */
export function servedBuildId(dist: string): string | undefined {
  try {
    const id = readFileSync(pointerFile(dist), 'utf8').trim();
    return id && isComplete(dist, id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The served build's folder, or undefined when there is none. */
export function servedBuildFolder(dist: string): string | undefined {
  const id = servedBuildId(dist);
  return id === undefined ? undefined : buildFolder(dist, id);
}

/** Whether a build folder holds a complete build. */
export function isComplete(dist: string, id: string): boolean {
  return existsSync(join(buildFolder(dist, id), COMPLETE_FILE));
}

/** Every build folder's id, oldest first, complete or not. */
export function buildIds(dist: string): string[] {
  try {
    return readdirSync(buildsRoot(dist), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

/** The complete builds' ids, oldest first. */
export function completeBuildIds(dist: string): string[] {
  return buildIds(dist).filter((id) => isComplete(dist, id));
}

/** Marks a build folder complete: written last, after the build and its precompression. */
export function markComplete(dist: string, marker: BuildMarker): void {
  writeFileSync(join(buildFolder(dist, marker.id), COMPLETE_FILE), `${JSON.stringify(marker)}\n`);
}

/** What a complete build says about itself, or undefined. */
export function markerOf(dist: string, id: string): BuildMarker | undefined {
  try {
    return JSON.parse(readFileSync(join(buildFolder(dist, id), COMPLETE_FILE), 'utf8')) as BuildMarker;
  } catch {
    return undefined;
  }
}

/** Serves another complete build: one rename, so a reader sees the old id or the new one, never neither. */
export function switchServedBuild(dist: string, id: string): void {
  if (!isComplete(dist, id)) throw new Error(`${buildFolder(dist, id)} is not a complete build`);
  const pointer = pointerFile(dist);
  const next = `${pointer}.${process.pid}.tmp`;
  writeFileSync(next, `${id}\n`);
  renameSync(next, pointer);
}

/** Removes build folders. */
export function removeBuilds(dist: string, ids: readonly string[]): void {
  for (const id of ids) rmSync(buildFolder(dist, id), { recursive: true, force: true });
}
