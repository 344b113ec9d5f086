/**
 * A site built by several processes at once, one share of the pages each (src/snapshot/build-part.ts,
 * scripts/lib/build-part-routes.ts), and merged into the first share's folder before that folder is
 * marked complete and served. Astro renders on one thread; one build per core is what brings a
 * nightly rebuild of 200,000 products under its 10 minutes.
 *
 * Each share's folder is a whole Astro build: its own pages and sitemap, and the files every share
 * writes (the bundled assets, public/'s files, the server). The merge moves what the first share's
 * folder lacks (a share's pages, its sitemap files, and an asset if a bundle ever came out different)
 * and lists the share's sitemap files in the site's sitemap index. A page two shares both owned is
 * an error: the shares must not overlap.
 */
import { existsSync } from 'node:fs';
import { lstat, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildPart } from '../../../src/snapshot/build-part.ts';
import { sitemapBase } from '../build-part-routes.ts';

/**
 * Where share k > 0 of the build in `folder` builds: a folder beside it (Astro empties its output
 * folder first, so not inside it), which the retention removes as a half-done build if a process
 * died before the merge (build-retention.ts).
 */
export function partFolder(folder: string, index: number): string {
  return `${folder}.part-${index}`;
}

/** The heap a build process starts from, whatever its share. */
const BASE_HEAP_MB = 384;
/** Heap per page of a share: about twice what stays live (3.6 KB a page, 130 MB at 36,000 pages). */
const HEAP_KB_PER_PAGE = 4;

/**
 * The V8 heap limit of each build process (MB) for a catalog of `products` with a page, shared by
 * `parts` processes (each renders about 2 × products / parts pages: Turkish and English). Left to
 * itself V8 lets a build's heap grow to four times what stays live before it collects (600 MB of
 * heap for 130 MB live at 36,000 pages), and with one process per core those heaps add up; a limit
 * of about twice the live data took the processes' peak at 60,000 products from 2,440 to 1,751 MiB
 * at the same speed (bench:build).
 */
export function buildHeapMb(products: number, parts: number): number {
  const pagesPerPart = Math.ceil((2 * products) / parts);
  return BASE_HEAP_MB + Math.ceil((pagesPerPart * HEAP_KB_PER_PAGE) / 1024);
}

/** A sitemap index's entries: its `<sitemap>` elements. */
function sitemapEntries(index: string): string[] {
  return index.match(/<sitemap>[\s\S]*?<\/sitemap>/g) ?? [];
}

/** The site's sitemap index with another index's sitemaps listed after its own. */
export function mergeSitemapIndexes(site: string, other: string): string {
  const end = site.lastIndexOf('</sitemapindex>');
  if (end < 0) throw new Error('The sitemap index has no </sitemapindex>');
  return site.slice(0, end) + sitemapEntries(other).join('') + site.slice(end);
}

/** Runs `work` on each item, at most `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runner = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
}

/**
 * Moves each entry of `from` that `to` lacks into it; a folder both have is merged in turn. A page
 * both have is the first share's, unless the other share owned it too (`owned`: the paths it
 * compressed): then the shares overlapped.
 */
async function mergeTree(
  from: string,
  to: string,
  path: string,
  owned: ReadonlyMap<string, string>,
): Promise<void> {
  const entries = await readdir(from, { withFileTypes: true });
  await eachLimited(entries, 32, async (e) => {
    const source = join(from, e.name);
    const target = join(to, e.name);
    const there = await lstat(target).catch(() => undefined);
    if (!there) {
      await rename(source, target);
    } else if (e.isDirectory() && there.isDirectory()) {
      await mergeTree(source, target, `${path}${e.name}/`, owned);
    } else if (e.isFile() && there.isFile()) {
      // A file every share writes (a bundled asset, a file of public/, a page without parameters)
      // stays as the first one wrote it.
      if (owned.has(`${path}${e.name}`))
        throw new Error(`/${path}${e.name} was rendered by two build processes as their own`);
    } else {
      throw new Error(`/${path}${e.name} is a folder in one build process's files and a file in another's`);
    }
  });
}

/**
 * Merges share `part`'s folder into the first share's folder `into` (both build folders, with
 * client/ inside) and removes it; `owned` are the pages it compressed as its own (its hashes).
 */
export async function mergeBuildPart(
  into: string,
  from: string,
  part: BuildPart,
  owned: ReadonlyMap<string, string>,
): Promise<void> {
  const client = join(into, 'client');
  const partClient = join(from, 'client');
  const partIndex = join(partClient, `${sitemapBase(part)}-index.xml`);
  // A share with no page to list writes no sitemap.
  if (existsSync(partIndex)) {
    const siteIndex = join(client, `${sitemapBase({ index: 0, count: part.count })}-index.xml`);
    const other = await readFile(partIndex, 'utf8');
    if (existsSync(siteIndex))
      await writeFile(siteIndex, mergeSitemapIndexes(await readFile(siteIndex, 'utf8'), other));
    else await writeFile(siteIndex, other);
    await rm(partIndex);
  }
  await mergeTree(partClient, client, '', owned);
  await rm(from, { recursive: true, force: true });
}
