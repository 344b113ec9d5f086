/**
 * `npm run catalog:import`'s work, apart from opening the database: read and check the file, refuse
 * it whole on errors (unless skipInvalid), write it, and say what happened in Turkish or English.
 * Gives the process's exit code (0 done, 1 refused: nothing written) and whether the catalog changed
 * (so that the caller asks for a rebuild).
 */
import { sql } from 'drizzle-orm';
import { type Locale, t } from '../../i18n/index.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { problemText } from './problem-text.ts';
import { type ImportProblem, readCatalogFile } from './read-catalog-file.ts';
import { CatalogWriteError, writeCatalog } from './write-catalog.ts';

export interface RunOptions {
  file: string;
  imagesDir?: string;
  shopImagesDir?: string;
  dryRun: boolean;
  skipInvalid: boolean;
  deactivateMissing: boolean;
  /** No other process uses the database (embedded): see WriteOptions.exclusive. */
  exclusive: boolean;
  /** The running shop shares the embedded database: see WriteOptions.stepSize. */
  stepSize?: number;
  locale: Locale;
}

/** Where the run's lines go: `out` for the report, `progress` for the moving count. */
export interface RunOutput {
  out(line: string): void;
  progress(line: string): void;
}

/** What an import run ended with. */
export interface RunResult {
  /** 0 done, 1 refused (nothing written). */
  code: 0 | 1;
  /** Products were created, updated or deactivated (not on a dry run). */
  changed: boolean;
}

/** How often the progress line moves: every this many rows or products. */
const PROGRESS_STEP = 10_000;

export async function runImport(db: Database, options: RunOptions, output: RunOutput): Promise<RunResult> {
  const { locale } = options;
  const started = Date.now();
  const knownCodes = new Set(
    rowsOf<{ code: string }>(await db.execute(sql`select code from products`)).map((r) => r.code),
  );
  output.out(t(locale, 'catalogImport.cli.reading', { file: options.file }));
  let lastRows = 0;
  const result = await readCatalogFile(options.file, {
    knownCodes,
    onProgress: (rows) => {
      if (rows - lastRows < PROGRESS_STEP) return;
      lastRows = rows;
      output.progress(t(locale, 'catalogImport.cli.readProgress', { rows: rows.toLocaleString(locale) }));
    },
  });
  const errors = result.problems.filter((p) => p.severity === 'error');
  const warnings = result.problems.filter((p) => p.severity === 'warning');
  listProblems(output, locale, 'catalogImport.cli.warningsHeading', warnings);
  listProblems(output, locale, 'catalogImport.cli.errorsHeading', errors);
  const refused = result.refusedCodes.length;
  if (errors.length > 0 && !options.skipInvalid) {
    output.out(t(locale, 'catalogImport.cli.refusedWhole'));
    output.out(summary(locale, { created: 0, updated: 0, unchanged: 0, deactivated: 0 }, refused, started));
    return { code: 1, changed: false };
  }
  if (errors.length > 0) {
    output.out(t(locale, 'catalogImport.cli.skipped', { n: refused }));
    if (options.deactivateMissing) output.out(t(locale, 'catalogImport.cli.noDeactivate'));
  }
  let lastWritten = 0;
  try {
    const counts = await writeCatalog(db, result.products, {
      imagesDir: options.imagesDir,
      shopImagesDir: options.shopImagesDir,
      dryRun: options.dryRun,
      exclusive: options.exclusive,
      stepSize: options.stepSize,
      // Products with errors are left out, so they must not count as missing from the file.
      deactivateMissing: options.deactivateMissing && errors.length === 0,
      onProgress: (written, total) => {
        if (written - lastWritten < PROGRESS_STEP && written < total) return;
        lastWritten = written;
        output.progress(t(locale, 'catalogImport.cli.writeProgress', { written, total }));
      },
    });
    if (counts.missingImages.length > 0) {
      const files =
        counts.missingImages.slice(0, 20).join(', ') + (counts.missingImages.length > 20 ? ', …' : '');
      output.out(t(locale, 'catalogImport.cli.missingImages', { n: counts.missingImages.length, files }));
    }
    if (options.dryRun) output.out(t(locale, 'catalogImport.cli.dryRun'));
    output.out(summary(locale, counts, refused, started));
    return { code: 0, changed: !options.dryRun && counts.created + counts.updated + counts.deactivated > 0 };
  } catch (err) {
    if (err instanceof CatalogWriteError) {
      output.out(err.text[locale]);
      output.out(t(locale, 'catalogImport.cli.refusedWhole'));
      return { code: 1, changed: false };
    }
    throw err;
  }
}

function listProblems(
  output: RunOutput,
  locale: Locale,
  heading: 'catalogImport.cli.warningsHeading' | 'catalogImport.cli.errorsHeading',
  problems: readonly ImportProblem[],
): void {
  if (problems.length === 0) return;
  output.out(t(locale, heading, { n: problems.length }));
  for (const p of problems) {
    output.out(`  ${problemText(locale, p)}`);
  }
}

function summary(
  locale: Locale,
  counts: { created: number; updated: number; unchanged: number; deactivated: number },
  refused: number,
  started: number,
): string {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return t(locale, 'catalogImport.cli.summary', { ...counts, refused, seconds });
}
