/**
 * The static pages the snapshot yields, for getStaticPaths: product pages, category, brand,
 * brand-in-category and campaign lists. Each page knows its API list path (what its island fetches),
 * its title parts and its breadcrumb.
 */
import { CAMPAIGN_LISTS, type CampaignList, campaignListBySlug } from '../domain/catalog/campaign-lists.ts';
import { listPagePath, productPagePath } from '../domain/site-paths.ts';
import type { ProductRef, SnapshotHead } from './read.ts';
import type { CatalogSnapshot, ListPage, SnapshotCategory, SnapshotProduct } from './types.ts';

/** One step of a breadcrumb: a name and its locale-free path. */
export interface Crumb {
  name: string;
  /** For the campaign lists: the text key of the name, which depends on the locale. */
  titleKey?: CampaignList['titleKey'];
  path: string;
}

/** What a product list page shows and fetches. */
export interface ListView {
  kind: 'all' | 'category' | 'brand' | 'brandCategory' | 'campaignList' | 'campaign';
  /** The API list path: GET /api/catalog/products/{apiPath}. */
  apiPath: string;
  /** The locale-free page path (/elektronik). */
  path: string;
  /** A category, brand or campaign name, as the catalog writes it. */
  name: string | null;
  /** The campaign list's title text key, for the four campaign lists and a campaign. */
  titleKey: CampaignList['titleKey'] | null;
  breadcrumb: Crumb[];
  /** The first page in the default order, as built. */
  initial: ListPage;
}

/** A page at /{slug}: a product or a list. */
export type SlugPage =
  | { slug: string; kind: 'product'; product: SnapshotProduct; breadcrumb: Crumb[] }
  | { slug: string; kind: 'list'; view: ListView };

const EMPTY_PAGE: ListPage = { items: [], total: 0, sort: 'name', page: 1, pages: 1, limit: 20 };

function categoryTrail(id: number | null, byId: ReadonlyMap<number, SnapshotCategory>): Crumb[] {
  const out: Crumb[] = [];
  const seen = new Set<number>();
  for (let c = id === null ? undefined : byId.get(id); c && !seen.has(c.id); ) {
    seen.add(c.id);
    out.unshift({ name: c.name, path: listPagePath(c.url) });
    c = c.parentId === null ? undefined : byId.get(c.parentId);
  }
  return out;
}

function view(
  snapshot: SnapshotHead,
  apiPath: string,
  fields: Omit<ListView, 'apiPath' | 'path' | 'initial'>,
): ListView {
  return {
    apiPath,
    path: listPagePath(apiPath),
    initial: snapshot.lists[apiPath] ?? EMPTY_PAGE,
    ...fields,
  };
}

/** The list every product (the search page) shows first. */
export function searchView(snapshot: SnapshotHead): ListView {
  return view(snapshot, '', { kind: 'all', name: null, titleKey: null, breadcrumb: [] });
}

/**
 * A product's page: its slug and its breadcrumb (the category trail, then the product). The build
 * and the on-demand page of a product imported since the build (src/pages/[...path].astro) both
 * make it here.
 */
export function productSlugPage(
  product: SnapshotProduct,
  categoriesById: ReadonlyMap<number, SnapshotCategory>,
): Extract<SlugPage, { kind: 'product' }> {
  const breadcrumb = [
    ...categoryTrail(product.categoryId, categoriesById),
    { name: product.name, path: productPagePath(product) },
  ];
  return { slug: productPagePath(product).slice(1), kind: 'product', product, breadcrumb };
}

/** Every page at /{slug}: products, categories, brands and the four campaign lists. */
export function slugPages(snapshot: CatalogSnapshot): SlugPage[] {
  const byId = new Map(snapshot.categories.map((c) => [c.id, c]));
  return [...snapshot.products.map((product) => productSlugPage(product, byId)), ...listSlugPages(snapshot)];
}

/**
 * A product page as the build lists it: its slug and where its product is in the snapshot, read
 * only when the page is rendered (builtProductPage), so the build never holds every product at once.
 */
export type BuiltSlugPage =
  | { slug: string; kind: 'product'; ref: ProductRef }
  | Extract<SlugPage, { kind: 'list' }>;

/** The build's pages at /{slug}: slugPages, with each product read when its page is rendered. */
export function builtSlugPages(snapshot: SnapshotHead, products: readonly ProductRef[]): BuiltSlugPage[] {
  return [
    ...products.map((ref) => ({ slug: productPagePath(ref).slice(1), kind: 'product' as const, ref })),
    ...listSlugPages(snapshot),
  ];
}

const trees = new WeakMap<SnapshotHead, ReadonlyMap<number, SnapshotCategory>>();

/** A built product page's product and breadcrumb, read from the snapshot as it is rendered. */
export function builtProductPage(
  snapshot: SnapshotHead,
  ref: ProductRef,
  read: (ref: ProductRef) => SnapshotProduct,
): Extract<SlugPage, { kind: 'product' }> {
  let byId = trees.get(snapshot);
  if (!byId) {
    byId = new Map(snapshot.categories.map((c) => [c.id, c]));
    trees.set(snapshot, byId);
  }
  return productSlugPage(read(ref), byId);
}

/** The list pages at /{slug}: categories, brands and the four campaign lists. */
function listSlugPages(snapshot: SnapshotHead): Extract<SlugPage, { kind: 'list' }>[] {
  const byId = new Map(snapshot.categories.map((c) => [c.id, c]));
  const pages: Extract<SlugPage, { kind: 'list' }>[] = [];
  for (const c of snapshot.categories) {
    const breadcrumb = categoryTrail(c.id, byId);
    pages.push({
      slug: c.url,
      kind: 'list',
      view: view(snapshot, c.url, { kind: 'category', name: c.name, titleKey: null, breadcrumb }),
    });
  }
  for (const b of snapshot.brands) {
    if (!snapshot.lists[b.code]) continue;
    const breadcrumb = [{ name: b.name, path: listPagePath(b.code) }];
    pages.push({
      slug: b.code,
      kind: 'list',
      view: view(snapshot, b.code, { kind: 'brand', name: b.name, titleKey: null, breadcrumb }),
    });
  }
  for (const l of CAMPAIGN_LISTS) {
    pages.push({
      slug: l.slug,
      kind: 'list',
      view: view(snapshot, l.slug, {
        kind: 'campaignList',
        name: null,
        titleKey: l.titleKey,
        breadcrumb: [{ name: '', titleKey: l.titleKey, path: listPagePath(l.slug) }],
      }),
    });
  }
  return pages;
}

/** Every list page at /{first}/{second}: a brand in a category, or one running campaign. */
export function pairPages(snapshot: SnapshotHead): { first: string; second: string; view: ListView }[] {
  const byCode = new Map(snapshot.brands.map((b) => [b.code, b]));
  const byUrl = new Map(snapshot.categories.map((c) => [c.url, c]));
  const campaignList = campaignListBySlug('kampanyali-urunler');
  const pages: { first: string; second: string; view: ListView }[] = [];
  for (const c of snapshot.campaigns) {
    const apiPath = `${campaignList?.slug}/${c.url}`;
    pages.push({
      first: campaignList?.slug ?? '',
      second: c.url,
      view: view(snapshot, apiPath, {
        kind: 'campaign',
        name: c.name,
        titleKey: null,
        breadcrumb: [
          { name: '', titleKey: 'campaignList.campaign', path: listPagePath(campaignList?.slug ?? '') },
          { name: c.name, path: listPagePath(apiPath) },
        ],
      }),
    });
  }
  for (const apiPath of snapshot.brandCategoryPaths) {
    const [code = '', url = ''] = apiPath.split('/');
    const brand = byCode.get(code);
    const category = byUrl.get(url);
    if (!brand || !category) continue;
    pages.push({
      first: code,
      second: url,
      view: view(snapshot, apiPath, {
        kind: 'brandCategory',
        name: `${brand.name} ${category.name}`,
        titleKey: null,
        breadcrumb: [
          { name: brand.name, path: listPagePath(code) },
          { name: category.name, path: listPagePath(apiPath) },
        ],
      }),
    });
  }
  return pages;
}

/** A crumb's name in a locale. */
export function crumbName(crumb: Crumb, t: (key: NonNullable<Crumb['titleKey']>) => string): string {
  return crumb.titleKey ? t(crumb.titleKey) : crumb.name;
}
