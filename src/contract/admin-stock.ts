/** The integration API's stock call (PUT /api/admin/stock) as the ERP sends and reads it. */

/** One item: a product's stock (in a warehouse, or its total) and/or a unit's price without KDV. */
export interface StockItemBody {
  /** The product's stok_kodu. */
  readonly code: string;
  /** Stock in base units; the product's total, or the warehouse's when `warehouse` is given. */
  readonly quantity?: number;
  readonly warehouse?: string;
  /** The unit's price without KDV in the product's currency (major units: 123.45). */
  readonly price?: number;
  /** The unit `price` is for; the product's default unit when absent. */
  readonly unit?: string;
}

/** The answer: products changed, and products the list gave as they already were. */
export interface StockUpdateAnswer {
  readonly updated: number;
  readonly unchanged: number;
}

/** A problem of a refused list: the item (1 = first), its code, the field, the message. */
export interface StockProblem {
  readonly item: number;
  readonly code: string | null;
  readonly field: string | null;
  readonly key: string;
  readonly message: string;
}
