/**
 * The parts of a zip archive (an XLSX workbook is one), read with yauzl: the central directory
 * first, so any part can be read in any order, each as a stream of text decoded as UTF-8 with
 * characters kept whole across chunks.
 */
import yauzl from 'yauzl';

export interface ZipArchive {
  /** Whether the archive holds a part (its path inside, 'xl/workbook.xml'). */
  has(name: string): boolean;
  /** A part's text, chunk by chunk. */
  text(name: string): AsyncGenerator<string>;
  close(): void;
}

/** Opens an archive and reads its list of parts. */
export async function openZip(path: string): Promise<ZipArchive> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
  const entries = new Map<string, yauzl.Entry>();
  try {
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
  } catch (error) {
    zip.close();
    throw error;
  }
  return {
    has: (name) => entries.has(name),
    async *text(name) {
      const entry = entries.get(name);
      if (!entry) throw new Error(`The archive has no ${name}`);
      const decoder = new TextDecoder('utf-8');
      for await (const chunk of await zip.openReadStreamPromise(entry)) {
        yield decoder.decode(chunk as Buffer, { stream: true });
      }
      const rest = decoder.decode();
      if (rest) yield rest;
    },
    close: () => zip.close(),
  };
}

/** A whole (small) part's text. */
export async function wholeText(zip: ZipArchive, name: string): Promise<string> {
  let text = '';
  for await (const chunk of zip.text(name)) text += chunk;
  return text;
}
