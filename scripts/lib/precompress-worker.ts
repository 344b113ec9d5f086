// A worker thread of the precompression (precompress.ts): takes one file at a time and answers with
// what it did (precompress-file.ts), or with the error; ends when told there are no more.
import { parentPort } from 'node:worker_threads';
import { type FileJob, precompressFile } from './precompress-file.ts';

const port = parentPort;
if (!port) throw new Error('precompress-worker.ts runs as a worker thread');
port.on('message', (job: FileJob | null) => {
  // null: no more files; closing the port lets the thread end by itself (see Precompressor.done).
  if (job === null) return port.close();
  try {
    port.postMessage({ result: precompressFile(job) });
  } catch (err) {
    port.postMessage({ error: err instanceof Error ? `${err.message} (${job.path})` : String(err) });
  }
});
