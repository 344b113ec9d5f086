/**
 * Tells of each file written under a folder while a build runs in this process, with its content,
 * so precompression can run beside Astro's page generation instead of after it. Astro offers no hook
 * per page, and writes each page with `fs.promises.writeFile`: that one function is wrapped for the
 * build's time. The listener's promise holds the write back, which keeps a fast writer from piling
 * up pages in memory.
 */
import fs from 'node:fs';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';

type Listener = (file: string, body: Buffer) => Promise<void>;

/** Calls `listener` after each file written under `folder`; gives the function that stops it. */
export function watchWrittenFiles(folder: string, listener: Listener): () => void {
  const promises = fs.promises;
  const original = promises.writeFile;
  const under = folder.endsWith(sep) ? folder : folder + sep;
  const wrapped = async (...args: Parameters<typeof original>): Promise<void> => {
    await original(...args);
    const [target, data] = args;
    const file = target instanceof URL ? fileURLToPath(target) : typeof target === 'string' ? target : '';
    if (!file.startsWith(under)) return;
    if (Buffer.isBuffer(data)) await listener(file, data);
    else if (typeof data === 'string') await listener(file, Buffer.from(data));
  };
  promises.writeFile = wrapped as typeof original;
  return () => {
    promises.writeFile = original;
  };
}
