import { Hono } from 'hono';
import { z } from 'zod';
import { clampPage } from '../../domain/catalog/pagination.ts';
import { searchTextError } from '../../domain/catalog/search-text.ts';
import { parseSort } from '../../domain/catalog/sort.ts';
import { resolveListPath } from '../catalog/list-path.ts';
import { productDetail } from '../catalog/product-detail.ts';
import { listProducts } from '../catalog/product-list.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { idParam } from '../http/parse.ts';
import { valid } from '../http/validate.ts';

/** The search text (at most SEARCH_TEXT_MAX characters) and the brand of a list. */
const listQuery = z.object({
  q: z
    .string()
    .optional()
    .refine((q) => q === undefined || !searchTextError(q), { error: 'validation.searchMax' }),
  brand: z.string().optional(),
});

const productIdParam = z.object({ id: idParam });
const notFound = { status: 404, key: 'api.productNotFound' } as const;

/** GET /products{pathname}{search}: every product, a category, a brand, both, a campaign list or a search. */
export const productRoutes = new Hono<AppEnv>().get('/*', valid('query', listQuery), async (c) => {
  const path = c.req.path.replace(/^.*?\/products\/?/, '').replace(/\/+$/, '');
  const { q, brand } = c.req.valid('query');
  const sortText = c.req.query('sort');
  const sort = sortText === undefined ? undefined : parseSort(sortText);
  const page = clampPage(c.req.query('page'), Number.MAX_SAFE_INTEGER);
  // Only what selects the answer is in the key, so made-up query parameters cannot crowd the cache.
  const key = JSON.stringify([path, q, brand, sort, page]);
  const body = await c.get('listCache').answer(key, async () => {
    const filter = await resolveListPath(c.get('db'), path, { q, brand });
    if (!filter) return undefined;
    const settings = await loadSettings(c.get('db'));
    return JSON.stringify(await listProducts(c.get('db'), filter, settings, sort, page));
  });
  if (body === undefined) return apiError(c, 404, 'api.notFound');
  return c.body(body, 200, { 'content-type': 'application/json' });
});

/** GET /product/{id}: one product's live detail (price, stock, variants) for the static pages to refresh. */
export const productDetailRoutes = new Hono<AppEnv>().get(
  '/:id',
  valid('param', productIdParam, notFound),
  async (c) => {
    const detail = await productDetail(c.get('db'), c.req.valid('param').id, await loadSettings(c.get('db')));
    if (!detail) return apiError(c, 404, 'api.productNotFound');
    return c.json(detail);
  },
);
