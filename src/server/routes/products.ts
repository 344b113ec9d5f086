import { Hono } from 'hono';
import { clampPage } from '../../domain/pagination.ts';
import { parseSort } from '../../domain/sort.ts';
import { productDetail } from '../catalog/product-detail.ts';
import { categoryIdsByUrl, type ListFilter, listProducts } from '../catalog/product-list.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { idParam } from '../http/parse.ts';

const SLUG = /^[a-z0-9][a-z0-9-]{0,120}$/;

/** GET /products{pathname}{search}: all products, a category (/{url}) or a search (/search?q=&brand=). */
export const productRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const path = c.req.path.replace(/^.*?\/products\/?/, '').replace(/\/+$/, '');
  const q = c.req.query('q')?.slice(0, 200);
  const brand = c.req.query('brand')?.slice(0, 64);
  const filter: { -readonly [K in keyof ListFilter]: ListFilter[K] } = {};
  if (path === 'search' || path === '') {
    if (q) filter.query = q;
    if (brand) filter.brandCode = brand;
  } else {
    if (!SLUG.test(path)) return apiError(c, 404, 'api.notFound');
    const categoryIds = await categoryIdsByUrl(c.var.db, path);
    if (categoryIds === undefined) return apiError(c, 404, 'api.notFound');
    filter.categoryIds = categoryIds;
  }
  const settings = await loadSettings(c.var.db);
  const sort = parseSort(c.req.query('sort'));
  const page = clampPage(c.req.query('page'), Number.MAX_SAFE_INTEGER);
  return c.json(await listProducts(c.var.db, filter, settings, sort, page));
});

/** GET /product/{id}: one product's live detail (price, stock, variants) for the static pages to refresh. */
export const productDetailRoutes = new Hono<AppEnv>().get('/:id', async (c) => {
  const id = idParam.safeParse(c.req.param('id'));
  if (!id.success) return apiError(c, 404, 'api.productNotFound');
  const detail = await productDetail(c.var.db, id.data, await loadSettings(c.var.db));
  if (!detail) return apiError(c, 404, 'api.productNotFound');
  return c.json(detail);
});
