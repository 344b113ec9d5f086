/**
 * `npm run catalog:import` run by the shop itself: while the shop serves the embedded database it is
 * that database's one opener, so the command hands it the file's path through the control socket
 * (shop-control.ts) and the shop reads and writes it on its own handle. The lists and the gone
 * products follow at once (catalogChanged), and a rebuild is requested REBUILD_DELAY later.
 */
import { type Locale, t } from '../../src/i18n/index.ts';
import { type RunOptions, runImport } from '../../src/server/catalog-import/run-import.ts';
import type { Database } from '../../src/server/db/client.ts';
import { withHeapGrowthHeld } from './batch-heap.ts';
import type { RebuildInput } from './shop-control.ts';

/** What the command sends: the run's options (the file and images folder as absolute paths). */
export type ShopImportInput = Pick<
  RunOptions,
  'file' | 'imagesDir' | 'dryRun' | 'skipInvalid' | 'deactivateMissing' | 'locale'
>;

/** What the shop answers: the exit code and the report's lines, which the command prints. */
export interface ShopImportResult {
  code: 0 | 1;
  lines: string[];
}

/** The input as sent, checked: a command from another version or by hand is refused in one line. */
export function shopImportInput(input: unknown): ShopImportInput | undefined {
  const given = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const flag = (key: string) => given[key] === true;
  if (typeof given.file !== 'string' || !given.file.startsWith('/')) return undefined;
  if (given.imagesDir !== undefined && typeof given.imagesDir !== 'string') return undefined;
  const locale: Locale = given.locale === 'en' ? 'en' : 'tr';
  return {
    file: given.file,
    imagesDir: given.imagesDir as string | undefined,
    dryRun: flag('dryRun'),
    skipInvalid: flag('skipInvalid'),
    deactivateMissing: flag('deactivateMissing'),
    locale,
  };
}

/** The Istanbul wall-clock time (HH:MM) of an instant, as the merchant reads it. */
function istanbulTime(iso: string): string {
  return new Intl.DateTimeFormat('tr-TR', {
    timeZone: 'Europe/Istanbul',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/**
 * Products per step of a large import in the shop: a step takes about half a second on this
 * 2-core machine, which is as long as the shop's own queries wait for it.
 */
export const SHOP_IMPORT_STEP = 2_000;

/**
 * Runs the import in the shop; its progress goes to the shop's log. The embedded database runs one
 * transaction at a time, and the shop's own queries (lists, carts, checkouts) wait for it: so a
 * large import is written in steps of whole families, each a short transaction of its own, with
 * the indexes kept (writeInSteps in write-catalog.ts), and the shop answers between two steps.
 */
export async function importInShop(
  db: Database,
  input: ShopImportInput,
  rebuild: ((input: RebuildInput) => Promise<unknown>) | undefined,
): Promise<ShopImportResult> {
  const lines: string[] = [];
  const result = await withHeapGrowthHeld(() =>
    runImport(
      db,
      { ...input, exclusive: false, stepSize: SHOP_IMPORT_STEP },
      { out: (line) => lines.push(line), progress: (line) => console.log(`catalog import: ${line}`) },
    ),
  );
  if (result.changed && rebuild) {
    const { at } = (await rebuild({ trigger: 'import' })) as { at?: string };
    if (at) lines.push(t(input.locale, 'catalogImport.cli.rebuildAt', { at: istanbulTime(at) }));
  }
  return { code: result.code, lines };
}
