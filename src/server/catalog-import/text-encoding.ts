/**
 * The encoding of a CSV file: UTF-8 when every byte of it is valid UTF-8 (with or without the byte
 * order mark Excel's "CSV UTF-8" writes), else Windows-1254, the Turkish code page that Excel's
 * plain "CSV" writes on a Turkish Windows. Node's TextDecoder reads both (Node ships full ICU).
 */
import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';

export type TextEncoding = 'utf-8' | 'windows-1254' | 'utf-16le' | 'utf-16be';

/**
 * Whether the whole file is valid UTF-8, read in chunks. A Windows-1254 file usually shows a
 * Turkish letter in its first rows, so the scan stops early; a UTF-8 file is read once through.
 */
export async function isUtf8File(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 })) {
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
    return true;
  } catch (error) {
    if (error instanceof TypeError) return false;
    throw error;
  }
}

/** A stream that turns the file's bytes into text in its encoding (a character split across chunks is kept whole). */
export function decodeStream(encoding: TextEncoding): Transform {
  const decoder = new TextDecoder(encoding);
  return new Transform({
    decodeStrings: true,
    readableObjectMode: false,
    transform(chunk: Buffer, _enc, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}
