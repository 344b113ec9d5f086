/**
 * The rows of a CSV catalog file, read as a stream with csv-parse: decoded from the file's encoding,
 * split at the separator its header line uses (`;` as Turkish Excel writes, `,` or tab).
 * Row numbers count records from 1 (the header), as a spreadsheet shows them.
 */
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { parse } from 'csv-parse';
import { decodeStream, type TextEncoding } from './text-encoding.ts';

export type Separator = ';' | ',' | '\t';

/** The separator of the header line: the one it holds most often outside quotes (`;` on a tie). */
export function separatorOf(headerLine: string): Separator {
  const counts = new Map<Separator, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch as Separator))
      counts.set(ch as Separator, (counts.get(ch as Separator) ?? 0) + 1);
  }
  let best: Separator = ';';
  for (const [sep, n] of counts) if (n > (counts.get(best) ?? 0)) best = sep;
  return best;
}

/** The first line of a decoded sample (without its line break). */
export function firstLine(text: string): string {
  const end = text.search(/\r?\n/);
  return (end < 0 ? text : text.slice(0, end)).replace(/^\uFEFF/, '');
}

/** The file's records as arrays of cell texts, with their row numbers. */
export async function* csvRows(
  path: string,
  encoding: TextEncoding,
  separator: Separator,
): AsyncGenerator<{ row: number; cells: string[] }> {
  const parser = pipeline(
    createReadStream(path, { highWaterMark: 256 * 1024 }),
    decodeStream(encoding),
    parse({
      delimiter: separator,
      bom: true,
      relax_column_count: true,
      // A '"' inside an unquoted cell (15" monitor) is text, as Excel reads it.
      relax_quotes: true,
      skip_empty_lines: false,
    }),
    () => {},
  );
  let row = 0;
  for await (const record of parser) {
    row += 1;
    yield { row, cells: record as string[] };
  }
}
