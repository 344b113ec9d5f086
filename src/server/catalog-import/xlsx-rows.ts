/**
 * The rows of the first sheet of an XLSX catalog file, streamed: the archive is read with yauzl
 * and the sheet's XML with htmlparser2 as it is inflated, so memory holds the shared strings and
 * the rows of one chunk, never the whole sheet. Cells come as text or numbers; a formula gives its
 * result. (exceljs's streaming reader was the first choice: it decodes each chunk on its own and
 * garbles a Turkish letter that falls across two chunks, about once per 50,000 rows.)
 */
import { Parser } from 'htmlparser2';
import type { ImportCell } from '../../domain/catalog-import/cell-reader.ts';
import { openZip, wholeText, type ZipArchive } from './zip-archive.ts';

/** An element's name without its namespace prefix ('x:row' → 'row'). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

// OOXML writes characters XML cannot hold as _xHHHH_ ('_x000D_' is a carriage return).
const ooxmlText = (text: string) =>
  text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The 0-based column of a cell reference ('A1' → 0, 'AB12' → 27), or null without one. */
export function columnOf(ref: string | undefined): number | null {
  const letters = /^[A-Z]+/.exec(ref ?? '')?.[0];
  if (!letters) return null;
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** The path of the workbook's first sheet (its first tab), from workbook.xml and its relations. */
async function firstSheetPath(zip: ZipArchive): Promise<string> {
  const workbook = await wholeText(zip, 'xl/workbook.xml');
  const sheet =
    /<(?:\w+:)?sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook) ??
    /<(?:\w+:)?sheet\b[^>]*\bid="([^"]+)"/.exec(workbook);
  const rels = await wholeText(zip, 'xl/_rels/workbook.xml.rels');
  for (const rel of rels.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    if (sheet && rel[0].includes(`Id="${sheet[1]}"`)) {
      const target = /Target="([^"]+)"/.exec(rel[0])?.[1] ?? '';
      return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    }
  }
  return 'xl/worksheets/sheet1.xml';
}

/** The shared strings table: the text of each `si` (its runs joined, phonetic hints left out). */
async function sharedStrings(zip: ZipArchive): Promise<string[]> {
  const strings: string[] = [];
  if (!zip.has('xl/sharedStrings.xml')) return strings;
  let text: string | null = null;
  let inT = false;
  let inPhonetic = false;
  const parser = new Parser(
    {
      onopentag(name) {
        const tag = local(name);
        if (tag === 'si') text = '';
        else if (tag === 'rPh') inPhonetic = true;
        else if (tag === 't') inT = !inPhonetic;
      },
      ontext(chunk) {
        if (inT && text !== null) text += chunk;
      },
      onclosetag(name) {
        const tag = local(name);
        if (tag === 't') inT = false;
        else if (tag === 'rPh') inPhonetic = false;
        else if (tag === 'si') {
          strings.push(ooxmlText(text ?? ''));
          text = null;
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  for await (const chunk of zip.text('xl/sharedStrings.xml')) parser.write(chunk);
  parser.end();
  return strings;
}

/** The rows of the workbook's first sheet, with their spreadsheet row numbers. */
export async function* xlsxRows(path: string): AsyncGenerator<{ row: number; cells: ImportCell[] }> {
  const zip = await openZip(path);
  try {
    const sheetPath = await firstSheetPath(zip);
    const shared = await sharedStrings(zip);
    const done: { row: number; cells: ImportCell[] }[] = [];
    let row: { row: number; cells: ImportCell[] } | null = null;
    let cell: { column: number; type: string; value: string; inline: string } | null = null;
    let into: 'v' | 't' | null = null;
    const parser = new Parser(
      {
        onopentag(name, attribs) {
          const tag = local(name);
          if (tag === 'row') {
            row = { row: Number(attribs.r) || (done.at(-1)?.row ?? 0) + 1, cells: [] };
          } else if (tag === 'c' && row) {
            cell = {
              column: columnOf(attribs.r) ?? row.cells.length,
              type: attribs.t ?? 'n',
              value: '',
              inline: '',
            };
          } else if (tag === 'v' || (tag === 't' && cell)) {
            into = tag;
          }
        },
        ontext(text) {
          if (!cell) return;
          if (into === 'v') cell.value += text;
          else if (into === 't') cell.inline += text;
        },
        onclosetag(name) {
          const tag = local(name);
          if (tag === 'v' || tag === 't') into = null;
          else if (tag === 'c' && cell && row) {
            while (row.cells.length < cell.column) row.cells.push(null);
            row.cells[cell.column] = cellValue(cell, shared);
            cell = null;
          } else if (tag === 'row' && row) {
            done.push(row);
            row = null;
          }
        },
      },
      { xmlMode: true, decodeEntities: true },
    );
    for await (const chunk of zip.text(sheetPath)) {
      parser.write(chunk);
      yield* done.splice(0);
    }
    parser.end();
    yield* done.splice(0);
  } finally {
    zip.close();
  }
}

/** A cell's value by its type: shared or inline text, a boolean as 1/0, an error's text, a number. */
function cellValue(
  cell: { type: string; value: string; inline: string },
  shared: readonly string[],
): ImportCell {
  switch (cell.type) {
    case 's':
      return shared[Number(cell.value)] ?? null;
    case 'inlineStr':
      return ooxmlText(cell.inline);
    case 'str':
    case 'e':
    case 'd':
      return ooxmlText(cell.value);
    case 'b':
      return cell.value === '1' ? '1' : '0';
    default: {
      if (cell.value.trim() === '') return null;
      const n = Number(cell.value);
      return Number.isFinite(n) ? n : cell.value;
    }
  }
}
