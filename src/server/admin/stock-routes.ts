/**
 * PUT /api/admin/stock: the ERP's stock and price list (catalog-stock/stock-items.ts), a key of write
 * scope or a staff member with the products right. A refused list answers 400 with each problem.
 */
import { Hono } from 'hono';
import type { StockUpdateAnswer } from '../../contract/admin-stock.ts';
import { applyStockItems, StockItemsRefused } from '../catalog-stock/stock-items.ts';
import type { AppEnv } from '../http/app-env.ts';
import { errorBody } from '../http/errors.ts';
import { valid } from '../http/validate.ts';
import { actorOf, adminMay } from './admin-actor.ts';
import { stockBody } from './admin-inputs.ts';

export const stockRoutes = new Hono<AppEnv>().put(
  '/',
  adminMay('products', 'write'),
  valid('json', stockBody),
  async (c) => {
    try {
      const answer: StockUpdateAnswer = await applyStockItems(c.get('db'), c.req.valid('json'), actorOf(c));
      return c.json(answer);
    } catch (err) {
      if (err instanceof StockItemsRefused)
        return c.json({ ...errorBody(err.key, err.params), problems: err.problems }, 400);
      throw err;
    }
  },
);
