/**
 * The heap policy of a catalog import (issue 16: a 200,000-row file in under 1 GB). V8 lets its
 * heap grow to up to about four times what was live at its last full collection before it
 * collects again: for a server that trades memory for speed well, but an import is live at about
 * 250 MB while it reads the file, and its statement rows, garbage after each statement, then grew
 * the heap to 880 MB before the next full collection (the command's peak: 1,151 MB resident). With
 * the growth held to half of what is live, the same import ran as fast and peaked at 760 MB.
 * V8 reads the setting at each collection, so it may be set and reset while the process runs.
 */
import { setFlagsFromString } from 'node:v8';

/** How far over the live heap V8 lets the heap grow before it collects again, in percent. */
const IMPORT_HEAP_GROWTH_PERCENT = 50;

/** Holds the heap's growth for the rest of the process (a command that does one import). */
export function holdHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${IMPORT_HEAP_GROWTH_PERCENT}`);
}

/**
 * Holds the heap's growth while `work` runs, then gives V8 back its own choice (0, the default):
 * for the running shop, whose requests are served faster with V8's growth.
 */
export async function withHeapGrowthHeld<T>(work: () => Promise<T>): Promise<T> {
  holdHeapGrowth();
  try {
    return await work();
  } finally {
    setFlagsFromString('--heap-growing-percent=0');
  }
}
