/**
 * A product page read from the live database, in exactly the shape the build reads from the
 * snapshot (src/server/catalog/snapshot.ts): the same product detail (productDetail and the
 * snapshot's allProductDetails shape a row alike) and the same breadcrumb (productSlugPage). It
 * serves the page of a product imported since the last build until the next build makes it static.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { parseSettings } from '../../domain/settings.ts';
import { productPagePath } from '../../domain/site-paths.ts';
import { productSlugPage, type SlugPage } from '../../snapshot/pages.ts';
import type { Database } from '../db/client.ts';
import { products } from '../db/schema/index.ts';
import { productDetail } from './product-detail.ts';
import { categoryTree, storedSettings } from './snapshot.ts';

/** A product page's data: what src/pages/[slug].astro gives ProductPage. */
export type ProductSlugPage = Extract<SlugPage, { kind: 'product' }>;

/**
 * The page at /{slug} of product `id` as the build would make it now, or undefined when the build
 * would make none: the product is inactive, a variant child (pages are for top-level products), or
 * the slug is not its own ({seo}-p-{id} with its current seo).
 */
export async function liveProductPage(
  db: Database,
  id: number,
  slug: string,
  now = new Date(),
): Promise<ProductSlugPage | undefined> {
  const [raw, tree] = await Promise.all([storedSettings(db), categoryTree(db)]);
  const product = await productDetail(db, id, parseSettings(raw), now);
  if (!product || product.parentId !== null) return undefined;
  const page = productSlugPage(product, new Map(tree.map((c) => [c.id, c])));
  return page.slug === slug ? page : undefined;
}

/**
 * Whether `slug` ({seo}-p-{id}) is the page of a product on sale with a page of its own (active,
 * top-level, with this seo): one read by primary key.
 */
export async function productPageOnSale(db: Database, id: number, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id, seo: products.seo })
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true), isNull(products.parentId)))
    .limit(1);
  return row !== undefined && productPagePath(row).slice(1) === slug;
}
