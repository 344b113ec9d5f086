/**
 * What one of several build processes owns (src/snapshot/build-part.ts): every process renders the
 * same routes (so that each bundles the site's scripts and styles into the same files) and its share
 * of the catalog's pages, whose getStaticPaths list every n-th page (src/snapshot/slug-pages-built.ts).
 * The pages without parameters (the home page, the legal texts, the cart, ...) are the first
 * process's: the others render them too, cheaply, but neither compress nor list them, and the merge
 * keeps the first one's (site-builds/build-parts.ts). Each process writes the sitemap of the pages it
 * owns under its own name, for the merge to list in one index.
 */
import type { AstroIntegration } from 'astro';
import type { BuildPart } from '../../src/snapshot/build-part.ts';

/** The sitemap's file name base of a share: the first share's is the site's own, `sitemap`. */
export function sitemapBase(part: BuildPart): string {
  return part.index === 0 ? 'sitemap' : `sitemap-part-${part.index}`;
}

/** A page's path without its slashes at either end: how URLs, pathnames and files are compared. */
function bare(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/** The page path of a file the build wrote ('sepet/index.html' → 'sepet', '404.html' → '404'). */
export function pagePathOfFile(file: string): string {
  return bare(
    file
      .replace(/\\/g, '/')
      .replace(/(?:^|\/)index\.html$/, '')
      .replace(/\.html$/, ''),
  );
}

export interface BuildPartRoutes {
  integration: AstroIntegration;
  /**
   * Whether this process's sitemap may list the page at `url`: it owns it. (The sitemap is offered
   * the pages this process rendered and every route without parameters.)
   */
  listed(url: string): boolean;
  /** Whether a file this process wrote (its path under client/) is its own to compress. */
  owns(file: string): boolean;
}

/** The integration that keeps a build process to its share. */
export function buildPartRoutes(part: BuildPart): BuildPartRoutes {
  // The paths of the prerendered routes without parameters.
  const fixed = new Set<string>();
  const own = (path: string) => part.index === 0 || !fixed.has(path);
  return {
    integration: {
      name: 'shop:build-part',
      hooks: {
        'astro:routes:resolved': ({ routes }) => {
          fixed.clear();
          for (const r of routes)
            if (r.isPrerendered && r.pathname !== undefined) fixed.add(bare(r.pathname));
        },
      },
    },
    listed: (url) => own(bare(new URL(url).pathname)),
    owns: (file) => own(pagePathOfFile(file)),
  };
}
