// Runs one astro build in its own process and reports its time and peak memory as JSON on the last line.
import { build } from 'astro';
import { distDir } from './dist-dir.ts';

const t0 = performance.now();
await build({ outDir: distDir(), logLevel: 'warn' });
const ms = performance.now() - t0;
console.log(JSON.stringify({ ms, maxRssKb: process.resourceUsage().maxRSS }));
