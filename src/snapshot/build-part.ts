/**
 * A share of the site's pages for one of several build processes. Astro renders a build's pages on
 * one thread (2.6 ms a page, 640 s of a 200,000-product rebuild); the rebuild runs one Astro build
 * per core, each rendering every n-th page of the catalog's routes, and merges their folders
 * (scripts/lib/site-builds/build-parts.ts). SHOP_BUILD_PART=k/n tells a build process its share;
 * without it a build renders everything.
 */

/** Which share a build process renders: `index` of `count` (0 of 1 renders all). */
export interface BuildPart {
  index: number;
  count: number;
}

export const BUILD_PART_VARIABLE = 'SHOP_BUILD_PART';

/** The whole site: one build process. */
export const WHOLE_SITE: BuildPart = { index: 0, count: 1 };

/** The share named by SHOP_BUILD_PART (`k/n`, 0 ≤ k < n), else the whole site. */
export function buildPart(env: NodeJS.ProcessEnv = process.env): BuildPart {
  const value = env[BUILD_PART_VARIABLE];
  if (!value) return WHOLE_SITE;
  const m = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index >= count)
    throw new Error(`${BUILD_PART_VARIABLE} must be k/n with 0 ≤ k < n, not "${value}"`);
  return { index, count };
}

/** The value of SHOP_BUILD_PART for a share. */
export function buildPartValue(part: BuildPart): string {
  return `${part.index}/${part.count}`;
}

/**
 * The pages of a route's list that this share renders: every n-th from the k-th. A route's Turkish
 * and English lists are made by the same function in the same order, so a page and its translation
 * land in the same share (the sitemap's language links pair them within one build).
 */
export function inBuildPart<T>(pages: readonly T[], part: BuildPart = buildPart()): T[] {
  if (part.count === 1) return pages as T[];
  return pages.filter((_, i) => i % part.count === part.index);
}
