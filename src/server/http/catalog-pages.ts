/**
 * The shop's page serving between two builds (issue 16): a product deactivated or deleted since
 * the build answers 410 Gone instead of its built page, and a product imported since the build is
 * rendered on demand (src/pages/[...path].astro and src/pages/en/[...path].astro), in Turkish and
 * English. `npm start` wires it in with `followCatalog`.
 */
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import { productOfPagePath } from '../../domain/site-paths.ts';
import { goneOf, gonePath } from '../catalog/gone-path.ts';
import { goneProduct, watchGoneProducts } from '../catalog/gone-products.ts';
import { provideLiveCatalog } from '../catalog/live-catalog.ts';
import { liveProductPage, productPageOnSale } from '../catalog/live-product-page.ts';
import type { Database, DbHandle } from '../db/client.ts';
import type { Listener } from './compress-responses.ts';

/** The static file server's shape: resolves false, having written nothing, when no file answers. */
type Files = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** How often another process's catalog change is read (GONE_REFRESH_MS), by default. */
export const GONE_REFRESH_MS = 10_000;

function pathOf(target: string): string {
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

/** The product a GET or HEAD request's path names, if any. */
function productOf(req: IncomingMessage): ReturnType<typeof productOfPagePath> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  return productOfPagePath(pathOf(req.url ?? '/'));
}

/**
 * The static files, but for a gone product's page: that goes on to Astro, which answers 410. Astro's
 * handler serves the build's files itself before its routes, so the request is renamed to the
 * product's gone path ({page}/410), which no file answers and the on-demand page reads.
 */
export function withoutGoneProducts(files: Files): Files {
  return (req, res) => {
    const product = productOf(req);
    if (!product || !goneProduct(product.id)) return files(req, res);
    req.url = gonePath(product.locale, product.slug);
    return Promise.resolve(false);
  };
}

/**
 * An unknown page under /en: a product on sale or gone goes to Astro (`site`, the on-demand page),
 * anything else to `missing` (the built English 404 page), as before.
 */
export function englishProductPages(db: Database, site: Listener, missing: Listener): Listener {
  return (req, res) => {
    if (goneOf(pathOf(req.url ?? '/'))) return site(req, res);
    const product = productOf(req);
    if (product?.locale !== 'en') return missing(req, res);
    productPageOnSale(db, product.id, product.slug).then(
      (onSale) => (onSale ? site : missing)(req, res),
      () => missing(req, res),
    );
  };
}

const POLICY = 'content-security-policy';

/**
 * Astro's answers keep the shop's page policy: Astro sends an on-demand page's own policy (its
 * script and style hashes) as a Content-Security-Policy header, which would replace the one
 * `securePages` set (frame-ancestors, base-uri ...). Both are sent, and the browser enforces both,
 * as it does for a built page's <meta> policy and the header.
 */
export function keepingPagePolicy(listener: Listener): Listener {
  return (req, res) => {
    const writeHead = res.writeHead;
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      const ours = res.getHeader(POLICY);
      const headers = rest.at(-1);
      if (ours !== undefined && headers && typeof headers === 'object' && !Array.isArray(headers)) {
        const given = headers as Record<string, OutgoingHttpHeader | undefined>;
        const theirs = given[POLICY];
        if (theirs !== undefined && String(theirs) !== String(ours))
          given[POLICY] = [String(theirs), String(ours)];
      }
      return writeHead.call(res, status, ...(rest as []));
    }) as ServerResponse['writeHead'];
    listener(req, res);
  };
}

/** The steps a build's page serving goes through so that it follows the live catalog. */
export interface CatalogPages {
  /** The built files, except a gone product's page (which Astro answers with 410). */
  files: (files: Files) => Files;
  /** Astro's answers, keeping the shop's page policy. */
  pages: (site: Listener) => Listener;
  /** An unknown English page: a product on sale or gone goes to Astro, anything else to `missing`. */
  english: (site: Listener, missing: Listener) => Listener;
}

/**
 * Provides the live catalog the on-demand Astro pages read (live-catalog.ts), on the shop's own handle, and keeps the gone products
 * current (every GONE_REFRESH_MS, and at once on catalogChanged()). Gives the steps of the page
 * serving: the static files, Astro's answers, and the unknown English pages.
 */
export async function followCatalog(
  handle: DbHandle,
  env: NodeJS.ProcessEnv = process.env,
): Promise<CatalogPages> {
  provideLiveCatalog({
    productPage: (id, slug) => liveProductPage(handle.db, id, slug),
    gone: goneProduct,
  });
  const everyMs = env.GONE_REFRESH_MS ? Number(env.GONE_REFRESH_MS) : GONE_REFRESH_MS;
  await watchGoneProducts(handle.db, Number.isFinite(everyMs) && everyMs >= 0 ? everyMs : GONE_REFRESH_MS);
  return {
    files: withoutGoneProducts,
    pages: keepingPagePolicy,
    english: (site, missing) => englishProductPages(handle.db, keepingPagePolicy(site), missing),
  };
}
