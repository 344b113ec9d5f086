/** The rows of a db.execute() result, whichever driver answered (pg and PGlite shape them apart). */
export function rowsOf<R>(result: unknown): R[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as R[];
}
