/**
 * Which address a build's pages name. The canonical links, the sitemap, robots.txt and the cart's
 * share link are written at build time from SITE_URL (astro.config.mjs `site`), while the server
 * reads SITE_URL when it starts: a build made for one address and served under another would name
 * the old one with no warning. So every build records its address in a small file beside it (never
 * served: only its client/ folder is), and `npm start` builds again when SITE_URL no longer matches.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { SiteAddress } from '../../src/server/site-address.ts';

/** The record's file name in the build's folder (DIST_DIR/builds/<id>). */
export const BUILT_SITE_FILE = 'built-for-site.json';

/**
 * The Astro integration that writes the record: removed when a build starts (a build that fails
 * half-way names no address, so the next start builds again), written with the build's `site` when
 * it is done.
 */
export function recordBuiltSite(): AstroIntegration {
  let file = '';
  let origin = '';
  return {
    name: 'shop:built-site',
    hooks: {
      'astro:config:done': ({ config }) => {
        file = join(fileURLToPath(config.outDir), BUILT_SITE_FILE);
        origin = config.site ? new URL(config.site).origin : '';
      },
      'astro:build:start': () => {
        rmSync(file, { force: true });
      },
      'astro:build:done': () => {
        writeFileSync(file, `${JSON.stringify({ site: origin })}\n`);
      },
    },
  };
}

/** The address a build in `dist` names, or undefined when it does not say (an older or failed build). */
export function builtSiteOf(dist: string): string | undefined {
  try {
    const record = JSON.parse(readFileSync(join(dist, BUILT_SITE_FILE), 'utf8')) as { site?: unknown };
    return typeof record.site === 'string' ? record.site : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one line `npm start` prints before it builds the site again because the build's links would
 * name another address than the shop's, or null when the build names the shop's address.
 */
export function rebuildReason(
  builtFor: string | undefined,
  site: Pick<SiteAddress, 'origin'>,
): string | null {
  if (builtFor === site.origin) return null;
  if (builtFor === undefined)
    return `The build does not say which address its links name: building the site again for ${site.origin}...`;
  return `The build's links name ${builtFor}, not ${site.origin} (SITE_URL): building the site again...`;
}
