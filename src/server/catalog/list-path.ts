import { and, eq } from 'drizzle-orm';
import { campaignListBySlug } from '../../domain/catalog/campaign-lists.ts';
import type { Database } from '../db/client.ts';
import { brands, campaigns } from '../db/schema/index.ts';
import { NamesPerDatabase } from './list-names.ts';
import { categoryIdsByUrl, type ListFilter } from './product-list.ts';
import { campaignRunningAt } from './running-campaign.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const SEGMENT = /^[a-z0-9][a-z0-9-]{0,120}$/;

/** The ids of the campaigns running now, or of the one running campaign with this url. */
async function runningCampaignIds(db: Database, url?: string): Promise<number[]> {
  const now = new Date();
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(url === undefined ? undefined : eq(campaigns.url, url), campaignRunningAt(now)));
  return rows.map((r) => r.id);
}

const brandIds = new NamesPerDatabase<number>();
const categoryIds = new NamesPerDatabase<number[]>();

function brandIdByCode(db: Database, code: string): Promise<number | undefined> {
  return brandIds.of(db).get(code, async () => {
    const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.code, code)).limit(1);
    return row?.id;
  });
}

/** A category's ids (with its sub-categories') by url, remembered for a moment (list-names.ts). */
function categoryIdsOf(db: Database, url: string): Promise<number[] | undefined> {
  return categoryIds.of(db).get(url, () => categoryIdsByUrl(db, url));
}

/**
 * What a product-list path names, or undefined when it names nothing (the answer is then 404):
 *   ''                               every product (?q= and ?brand= narrow it, as /search does)
 *   search                           a search by ?q= and ?brand=
 *   kampanyali-urunler[/{campaign}]  products of the running campaigns, or of one of them
 *   en-son-yuklenen-urunler, en-cok-begenilen-urunler, en-cok-satan-urunler   the top lists
 *   {category}                       a category with its sub-categories
 *   {brand}                          a brand's products (a category url wins over a brand code)
 *   {brand}/{category}               a brand's products in a category
 */
export async function resolveListPath(
  db: Database,
  path: string,
  query: { q?: string | undefined; brand?: string | undefined },
): Promise<ListFilter | undefined> {
  const segments = path === '' ? [] : path.split('/');
  if (segments.length > 2 || !segments.every((s) => SEGMENT.test(s))) return undefined;
  const [first, second] = segments;
  const filter: Mutable<ListFilter> = {};
  if (first === undefined || first === 'search') {
    if (second !== undefined) return undefined;
    if (query.q) filter.query = query.q;
    if (query.brand) filter.brandCode = query.brand;
    return filter;
  }
  const list = campaignListBySlug(first);
  if (list) {
    if (list.kind !== 'campaign') {
      if (second !== undefined) return undefined;
      filter.top = list.kind;
      return filter;
    }
    const ids = await runningCampaignIds(db, second);
    if (second !== undefined && ids.length === 0) return undefined;
    filter.campaignIds = ids;
    return filter;
  }
  if (second === undefined) {
    const ids = await categoryIdsOf(db, first);
    if (ids) {
      filter.categoryIds = ids;
      return filter;
    }
  }
  const brandId = await brandIdByCode(db, first);
  if (brandId === undefined) return undefined;
  filter.brandId = brandId;
  if (second !== undefined) {
    const ids = await categoryIdsOf(db, second);
    if (!ids) return undefined;
    filter.categoryIds = ids;
  }
  return filter;
}
