/**
 * PUT /api/admin/stock: the ERP's stock and price list (catalog-stock/stock-items.ts), a key of write
 * scope or a staff member with the products right. A refused list answers 400 with each problem.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { StockUpdateAnswer } from '../../contract/admin-stock.ts';
import { applyStockItems, STOCK_ITEMS_MAX, StockItemsRefused } from '../catalog-stock/stock-items.ts';
import type { AppEnv } from '../http/app-env.ts';
import { errorBody } from '../http/errors.ts';
import { valid } from '../http/validate.ts';
import { actorOf, adminMay } from './admin-actor.ts';

/** An amount as a JSON number (12.5); the stock file's rules check its range and decimals. */
const amount = z.number();

/** The list: 1 to STOCK_ITEMS_MAX items. */
const stockBody = z
  .array(
    z.strictObject({
      code: z.string().min(1).max(100),
      quantity: amount.optional(),
      warehouse: z.string().max(100).optional(),
      price: amount.optional(),
      unit: z.string().max(20).optional(),
    }),
  )
  .min(1)
  .max(STOCK_ITEMS_MAX);

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
