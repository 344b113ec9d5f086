/**
 * What the on-demand pages (src/pages/[...path].astro) read of the live catalog, handed over by the
 * shop's process. The Astro server bundle is built apart from the shop and must carry no database
 * code of its own (tests/api/one-api.test.ts): a second copy of the drivers could open a second
 * handle on the embedded database, which takes one opener. So `npm start` (followCatalog,
 * src/server/http/catalog-pages.ts) provides these readers on its own handle, through the global
 * object that both copies of this module share; without a provider (`astro dev`) nothing is live.
 */
import type { GonePage } from './gone-products.ts';
import type { ProductSlugPage } from './live-product-page.ts';

/** The live catalog's readers the on-demand pages need. */
export interface LiveCatalog {
  /** The page of an active top-level product at its path's slug ({seo}-p-{id}, current seo), or undefined. */
  productPage(id: number, slug: string): Promise<ProductSlugPage | undefined>;
  /** A product withdrawn since the build, with its category, or undefined. */
  gone(id: number): GonePage | undefined;
}

const key = Symbol.for('shop.liveCatalog');
const holder = globalThis as { [key]?: LiveCatalog };

/** Makes `catalog` what this process's on-demand pages read. */
export function provideLiveCatalog(catalog: LiveCatalog): void {
  holder[key] = catalog;
}

/** The live catalog this process provides, or undefined when none does. */
export function liveCatalog(): LiveCatalog | undefined {
  return holder[key];
}
