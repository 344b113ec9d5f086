// npm run page-scripts [-- --dist DIR] PATH...: for each page path ('/', '/sepet', '/siparis/adres'),
// the script files its built HTML loads before the shopper acts, largest first, gzipped at level 9
// (KB of 1,024 bytes), and the files its code loads later through import(). Reads a finished build,
// by default the one `npm run bench:pages` leaves in .cache/bench-pages-dist: which file a page's
// JavaScript weight comes from, and what a change moves, without a browser.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { argValue, fail } from './lib/cli.ts';
import { pageScripts } from './lib/page-scripts.ts';

const dist = resolve(argValue(process.argv, 'dist') ?? '.cache/bench-pages-dist');
const client = join(dist, 'client');
const args = process.argv.slice(2);
const paths = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--dist');
if (paths.length === 0) fail('name at least one page path, for example: npm run page-scripts -- / /sepet');
const kb = (bytes: number) => (bytes / 1024).toFixed(2).padStart(6);

for (const path of paths) {
  const file = join(client, path.replace(/^\/+|\/+$/g, ''), 'index.html');
  if (!existsSync(file)) fail(`no built page at ${file}`);
  const { scripts, later } = pageScripts(client, readFileSync(file, 'utf8'));
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`\n${path}  ${(total / 1024).toFixed(1)} KB gz in ${scripts.length} files`);
  for (const s of scripts) console.log(`${kb(s.gzip)}  ${s.url}${s.entry ? '  (named by the page)' : ''}`);
  for (const s of later) console.log(`${kb(s.gzip)}  ${s.url}  (later, import())`);
}
