/**
 * The request bodies and path parameters of /api/admin's calls, as the routes check them and the
 * OpenAPI document (openapi.ts) describes them.
 */
import { z } from 'zod';
import { STOCK_ITEMS_MAX } from '../catalog-stock/stock-items.ts';

/** An order number in a path: letters and digits (SP…); anything else is not an order. */
export const orderNoParam = z.object({
  orderNo: z
    .string()
    .regex(/^[A-Za-z0-9]{1,40}$/)
    .transform((s) => s.toUpperCase()),
});

/** GET /audit-log: what to list (newest first, `limit` at a time, before `cursor`). */
export const auditQuery = z.object({
  action: z
    .string()
    .regex(/^[A-Za-z.]{1,60}$/)
    .optional(),
  target: z.string().min(1).max(200).optional(),
  outcome: z.enum(['done', 'refused']).optional(),
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .optional(),
  limit: z
    .string()
    .regex(/^[1-9]\d{0,2}$/)
    .transform(Number)
    .refine((n) => n <= 200)
    .optional(),
});

/** POST /orders/{orderNo}/shipments. */
export const shipmentBody = z.strictObject({
  carrier: z.string().max(100).describe("The carrier's name or key: 'Yurtiçi Kargo', 'yurtici', 'aras'…"),
  trackingNumber: z.string().max(100).describe('6 to 30 letters and digits.'),
  lines: z
    .array(z.int().min(1).max(100_000))
    .min(1)
    .max(1000)
    .optional()
    .describe("The product lines' positions (1 = first); every line not yet shipped when absent."),
});

/** POST /orders/{orderNo}/notes. */
export const noteBody = z.strictObject({
  text: z
    .string()
    .max(20_000)
    .describe('1 to 2,000 characters; line breaks kept. Never shown to the customer.'),
});

/** An amount as a JSON number (12.5); the stock file's rules check its range and decimals. */
const amount = z.number();

/** PUT /stock: 1 to STOCK_ITEMS_MAX items. */
export const stockBody = z
  .array(
    z.strictObject({
      code: z.string().min(1).max(100).describe("The product's stok_kodu."),
      quantity: amount
        .optional()
        .describe("Stock in base units: the product's total, or the warehouse's with `warehouse`."),
      warehouse: z.string().max(100).optional(),
      price: amount.optional().describe("The unit's price without KDV in the product's currency."),
      unit: z
        .string()
        .max(20)
        .optional()
        .describe("The unit `price` is for; the product's default unit when absent."),
    }),
  )
  .min(1)
  .max(STOCK_ITEMS_MAX);
