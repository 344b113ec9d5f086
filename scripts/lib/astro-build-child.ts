// Runs one astro build in its own process, then precompresses its files, and reports the time of each
// and the peak memory as JSON on the last line.
import { join } from 'node:path';
import { build } from 'astro';
import { distDir } from './dist-dir.ts';
import { precompress } from './precompress.ts';

const t0 = performance.now();
await build({ outDir: distDir(), logLevel: 'warn' });
const ms = performance.now() - t0;
// The build's own peak, before precompression reads the files.
const maxRssKb = process.resourceUsage().maxRSS;
const compressed = await precompress(join(distDir(), 'client'));
console.log(JSON.stringify({ ms, maxRssKb, precompress: compressed }));
