/**
 * The record of the last builds (what `npm run build:status` prints): pure functions over the list,
 * newest first. The file that keeps it is build-log.ts.
 */
import { shopDateTime } from '../../../src/domain/shop-calendar.ts';

/** What set a build off. */
export type BuildTrigger = 'start' | 'schedule' | 'import' | 'manual';
export const BUILD_TRIGGERS: readonly BuildTrigger[] = ['start', 'schedule', 'import', 'manual'];

/** One build as recorded. */
export interface BuildEntry {
  /** The build folder's id (its start time, build-folders.ts). */
  id: string;
  trigger: BuildTrigger;
  /** ISO 8601, UTC. */
  startedAt: string;
  /** Undefined while it runs. */
  ms?: number;
  /** HTML pages written; undefined unless it succeeded. */
  pages?: number;
  outcome: 'running' | 'ok' | 'failed' | 'interrupted';
  /** The first line of the error of a failed build. */
  error?: string;
}

/** How many builds the record keeps. */
export const RECORDED_BUILDS = 20;

/** The record with a build added or updated (by id), newest first, the oldest beyond `max` dropped. */
export function recordBuild(
  entries: readonly BuildEntry[],
  entry: BuildEntry,
  max: number = RECORDED_BUILDS,
): BuildEntry[] {
  return [entry, ...entries.filter((e) => e.id !== entry.id)]
    .sort((a, b) => (a.startedAt < b.startedAt ? 1 : a.startedAt > b.startedAt ? -1 : 0))
    .slice(0, max);
}

/**
 * The record once no build runs (read under the build lock): an entry still `running` belongs to a
 * process that died mid-build.
 */
export function withoutRunning(entries: readonly BuildEntry[]): BuildEntry[] {
  return entries.map((e) => (e.outcome === 'running' ? { ...e, outcome: 'interrupted' } : e));
}

/**
 * Whether a build started at or after `since` succeeded or is running: it read the catalog after a
 * request made at `since`, so that request needs no build of its own (several processes on one
 * PostgreSQL all hear an import's request; one builds).
 */
export function builtSince(entries: readonly BuildEntry[], since: Date): boolean {
  const from = since.toISOString();
  return entries.some((e) => e.startedAt >= from && (e.outcome === 'ok' || e.outcome === 'running'));
}

/** The first line of an error, trimmed to fit a table row. */
export function firstLine(text: string, max = 160): string {
  const line =
    text
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? 'unknown error';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** A duration as the owner reads it: 48.2 s, 4 min 12 s. */
export function durationText(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** An instant in the shop's time (Europe/Istanbul): 2026-11-27 03:30:00. */
function shopTime(iso: string): string {
  return shopDateTime(new Date(iso)).slice(0, 19).replace('T', ' ');
}

/** What `npm run build:status` prints: the served build, the rollback target, then the last builds. */
export function statusText(
  entries: readonly BuildEntry[],
  served: string | undefined,
  rollback: string | undefined,
): string {
  const lines = [
    `Served build:    ${served ?? 'none (run npm run build)'}`,
    `Rollback target: ${rollback ? `${rollback} (npm run build:rollback)` : 'none'}`,
    '',
  ];
  if (entries.length === 0) return [...lines, 'No builds recorded yet.'].join('\n');
  const rows = [
    ['Started (Istanbul)', 'Trigger', 'Took', 'Pages', 'Build', 'Outcome'],
    ...entries.map((e) => [
      shopTime(e.startedAt),
      e.trigger,
      e.ms === undefined ? '-' : durationText(e.ms),
      e.pages === undefined ? '-' : String(e.pages),
      e.id === served ? `${e.id} (served)` : e.id,
      e.error ? `${e.outcome}: ${e.error}` : e.outcome,
    ]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0))) ?? [];
  const table = rows.map((r) =>
    r
      .map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
  return [...lines, ...table].join('\n');
}
