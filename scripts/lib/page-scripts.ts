import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One script file a page loads, gzipped at level 9 as `npm run bench:pages` weighs it. */
export interface PageScript {
  /** The file's URL path ('/_astro/layout.CxjCYvFi.js'). */
  url: string;
  gzip: number;
  /** Named by the page itself (an island's component or renderer, a script tag), not imported. */
  entry: boolean;
}

/** The scripts a page loads before the shopper acts, and those its code imports later (import()). */
export interface PageScripts {
  scripts: PageScript[];
  /** Files only a dynamic import() loads: a dialog, a panel, a message's texts. */
  later: PageScript[];
}

const ENTRY = /(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g;
const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["'`]([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

/**
 * Reads a built page's static script graph from the files of a build's client folder: the island
 * components and renderers and the script tags its HTML names, and everything they import, with each
 * file's gzipped size. What `bench:pages` measures in a browser, without one: it tells which file a
 * page's weight comes from.
 */
export function pageScripts(clientDir: string, html: string): PageScripts {
  const entries = new Set([...html.matchAll(ENTRY)].map((m) => m[1] ?? ''));
  const loaded = new Map<string, PageScript>();
  const dynamic = new Set<string>();
  const weigh = (url: string, entry: boolean): PageScript => {
    const body = readFileSync(join(clientDir, url));
    return { url, gzip: gzipSync(body, { level: 9 }).length, entry };
  };
  const visit = (url: string) => {
    if (loaded.has(url)) return;
    const script = weigh(url, entries.has(url));
    loaded.set(url, script);
    const text = readFileSync(join(clientDir, url), 'utf8');
    const near = (path: string) => posix.join(posix.dirname(url), path);
    for (const m of text.matchAll(STATIC_IMPORT)) visit(near(m[1] ?? ''));
    for (const m of text.matchAll(DYNAMIC_IMPORT)) dynamic.add(near(m[1] ?? ''));
  };
  for (const url of entries) visit(url);
  const bySize = (a: PageScript, b: PageScript) => b.gzip - a.gzip;
  return {
    scripts: [...loaded.values()].sort(bySize),
    later: [...dynamic]
      .filter((url) => !loaded.has(url))
      .map((url) => weigh(url, false))
      .sort(bySize),
  };
}
