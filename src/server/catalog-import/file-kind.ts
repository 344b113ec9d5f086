/**
 * What kind of file a catalog import was handed, told by its content, never by its name: an XLSX
 * workbook (a zip archive), text (CSV in UTF-8, UTF-16 with its mark, or Windows-1254), or
 * something else (an old .xls, a PDF, an image), which is refused as not a spreadsheet.
 */
import { open } from 'node:fs/promises';

export type FileKind =
  | { kind: 'xlsx' }
  | { kind: 'text'; encoding: 'utf-16le' | 'utf-16be' | null }
  | { kind: 'other' };

/** How much of the file's start tells its kind (and its CSV separator). */
export const SAMPLE_BYTES = 64 * 1024;

/** The first bytes of a file (at most SAMPLE_BYTES). */
export async function readSample(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SAMPLE_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** The kind of a file from its first bytes. */
export function fileKind(sample: Buffer): FileKind {
  // A zip archive's local file header: XLSX (and also DOCX, ODS, which fail as workbooks later).
  if (sample.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return { kind: 'xlsx' };
  if (sample[0] === 0xff && sample[1] === 0xfe) return { kind: 'text', encoding: 'utf-16le' };
  if (sample[0] === 0xfe && sample[1] === 0xff) return { kind: 'text', encoding: 'utf-16be' };
  // Text never holds a NUL byte; every binary format (an old .xls, PDF, PNG, a zip of another kind) does.
  if (sample.length === 0 || sample.includes(0)) return { kind: 'other' };
  return { kind: 'text', encoding: null };
}
