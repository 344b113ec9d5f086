// Finishes a site built by `--parts N` processes (site-builds/build-parts.ts): merges shares 1..N-1
// into the first share's folder `--out DIR`, then precompresses what the shares did not (the bundled
// assets, the sitemap, public/'s files), taking the siblings of files unchanged since the build in
// `--previous DIR` (when given), and writes the compressed files' hashes for the next build. Runs in
// its own process at the build's low priority; reports what it compressed as JSON on the last line, or the error as `{"error": ...}` with exit code 1.
import { join, resolve } from 'node:path';
import { argValue, positiveInt } from './cli.ts';
import { readCompressedHashes, writeCompressedHashes } from './compressed-hashes.ts';
import { Precompressor } from './precompress.ts';
import { mergeBuildPart, partFolder } from './site-builds/build-parts.ts';

const out = argValue(process.argv, 'out');
const previous = argValue(process.argv, 'previous');
let compressor: Precompressor | undefined;
try {
  if (!out) throw new Error('finish-build-child.ts needs --out DIR');
  const folder = resolve(out);
  const count = positiveInt(argValue(process.argv, 'parts'), 1, '--parts');
  const done = readCompressedHashes(folder);
  for (let index = 1; index < count; index++) {
    const from = partFolder(folder, index);
    const owned = readCompressedHashes(from);
    await mergeBuildPart(folder, from, { index, count }, owned);
    for (const [path, hash] of owned) done.set(path, hash);
  }
  const running = new Precompressor(
    join(folder, 'client'),
    previous ? { client: join(previous, 'client'), hashes: readCompressedHashes(previous) } : undefined,
  );
  compressor = running;
  running.adopt(done);
  await running.addFolder();
  const precompress = await running.done();
  writeCompressedHashes(folder, running.hashes);
  console.log(JSON.stringify({ precompress }));
} catch (err) {
  console.log(`\n${JSON.stringify({ error: (err as Error).message || String(err) })}`);
  process.exitCode = 1;
  await compressor?.close();
}
