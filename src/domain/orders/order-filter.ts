/**
 * The order list's filters as the back office and the ERP send them (GET /api/admin/orders): stage,
 * payment method, a date range, a customer (number or e-mail), an order number, and the page's size
 * and cursor. `since` asks for the orders placed from then on, oldest first (an ERP polling for new
 * orders pages forward); without it the list is newest first.
 */
import { PAYMENT_METHODS, type PaymentMethod } from '../checkout/payment-methods.ts';
import { isOrderStage, type OrderStage } from './order-stage.ts';

/** The most orders on a page, and the default. */
export const ORDER_PAGE_MAX = 100;
export const ORDER_PAGE_DEFAULT = 50;

/** A customer named by the filter: their number, or (part of) their e-mail address. */
export type CustomerFilter = { readonly id: number } | { readonly email: string };

/** The filters, checked. */
export interface OrderFilter {
  readonly stage?: OrderStage;
  readonly method?: PaymentMethod;
  readonly since?: Date;
  readonly until?: Date;
  readonly customer?: CustomerFilter;
  readonly orderNo?: string;
  /** The orders after this one (oldest first with `since`), or before it (newest first). */
  readonly cursor?: number;
  readonly limit: number;
  /** Oldest first: `since` was given. */
  readonly ascending: boolean;
}

/** The query's fields the filter reads. */
export const ORDER_FILTER_FIELDS = [
  'status',
  'method',
  'since',
  'until',
  'customer',
  'orderNo',
  'cursor',
  'limit',
] as const;
type FilterField = (typeof ORDER_FILTER_FIELDS)[number];

/** A time: an ISO 8601 date (midnight, Türkiye time) or date and time with its zone. */
function timeOf(text: string): Date | undefined {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00+03:00` : text;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(date)) return undefined;
  // A day the calendar has (Date would take 30 February for 2 March).
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return undefined;
  const time = new Date(date);
  return Number.isNaN(time.getTime()) ? undefined : time;
}

const wholeIn = (text: string, min: number, max: number) =>
  /^\d{1,10}$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : undefined;

/** Reads the filters of a query; the first field that does not parse, when one does not. */
export function parseOrderFilter(
  query: Readonly<Partial<Record<FilterField, string>>>,
): { ok: true; value: OrderFilter } | { ok: false; field: FilterField } {
  const value: { -readonly [K in keyof OrderFilter]?: OrderFilter[K] } = {};
  const text = (field: FilterField) => {
    const v = query[field]?.trim();
    return v === undefined || v === '' ? undefined : v;
  };
  const status = text('status');
  if (status !== undefined) {
    if (!isOrderStage(status)) return { ok: false, field: 'status' };
    value.stage = status;
  }
  const method = text('method');
  if (method !== undefined) {
    if (!(PAYMENT_METHODS as readonly string[]).includes(method)) return { ok: false, field: 'method' };
    value.method = method as PaymentMethod;
  }
  for (const field of ['since', 'until'] as const) {
    const v = text(field);
    if (v === undefined) continue;
    const time = timeOf(v);
    if (!time) return { ok: false, field };
    value[field] = time;
  }
  const customer = text('customer');
  if (customer !== undefined) {
    const id = wholeIn(customer, 1, 2 ** 31 - 1);
    if (id !== undefined) value.customer = { id };
    else if (customer.length <= 254 && !/\p{Cc}/u.test(customer))
      value.customer = { email: customer.toLocaleLowerCase('en-US') };
    else return { ok: false, field: 'customer' };
  }
  const orderNo = text('orderNo');
  if (orderNo !== undefined) {
    if (!/^[A-Za-z0-9]{1,40}$/.test(orderNo)) return { ok: false, field: 'orderNo' };
    value.orderNo = orderNo.toUpperCase();
  }
  const cursor = text('cursor');
  if (cursor !== undefined) {
    const id = wholeIn(cursor, 1, 2 ** 31 - 1);
    if (id === undefined) return { ok: false, field: 'cursor' };
    value.cursor = id;
  }
  const limit = text('limit');
  const size = limit === undefined ? ORDER_PAGE_DEFAULT : wholeIn(limit, 1, ORDER_PAGE_MAX);
  if (size === undefined) return { ok: false, field: 'limit' };
  return { ok: true, value: { ...value, limit: size, ascending: value.since !== undefined } };
}
