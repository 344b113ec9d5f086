/**
 * Which builds are kept: the newest few complete ones and always the served one; a folder that never
 * became complete (a build that failed, or a process that died mid-build) goes, unless it is the
 * build being made now. Ids sort as their start times do (build-folders.ts).
 */

/** How many complete builds are kept: the served one and two to roll back to. */
export const KEPT_BUILDS = 3;

/** A build folder as retention sees it. */
export interface BuildFolderState {
  readonly id: string;
  readonly complete: boolean;
}

/** The build folders to remove, oldest first. */
export function buildsToRemove(
  folders: readonly BuildFolderState[],
  served: string | undefined,
  building: string | undefined,
  keep: number = KEPT_BUILDS,
): string[] {
  const complete = folders
    .filter((f) => f.complete)
    .map((f) => f.id)
    .sort();
  const kept = new Set(complete.slice(Math.max(0, complete.length - keep)));
  if (served !== undefined) kept.add(served);
  if (building !== undefined) kept.add(building);
  return folders
    .map((f) => f.id)
    .filter((id) => !kept.has(id))
    .sort();
}

/** The build `build:rollback` switches to: the newest complete build older than the served one. */
export function rollbackTarget(complete: readonly string[], served: string | undefined): string | undefined {
  if (served === undefined) return undefined;
  return [...complete]
    .sort()
    .filter((id) => id < served)
    .at(-1);
}
