/**
 * The unit prices an order's tables show (m24), so that quantity × unit price reads as the line
 * amount. An order line stores its unit price without KDV and its net and KDV; under the rule of
 * cart/price-rule.ts a line of prices shown with KDV is exactly unit with KDV × quantity, so that
 * unit is the line total / quantity. When every line divides exactly the tables show those
 * KDV-included unit prices; otherwise (an order from prices shown without KDV, or an older order)
 * they show the stored prices and the column says they are without KDV.
 */
import type { Minor } from '../money.ts';

/** An order line's stored amounts, in minor units of the order currency. */
export interface StoredOrderLine {
  readonly quantity: number;
  /** The unit price without KDV as stored. */
  readonly unitPrice: Minor;
  /** Net + KDV of the line. */
  readonly lineTotal: Minor;
}

/** The unit prices to show, in line order, and whether they include KDV. */
export interface OrderUnitPrices {
  readonly withKdv: boolean;
  readonly prices: readonly Minor[];
}

/** The unit prices of an order's tables: with KDV when every line total divides by its quantity. */
export function orderUnitPrices(lines: readonly StoredOrderLine[]): OrderUnitPrices {
  const divides = (l: StoredOrderLine) =>
    Number.isSafeInteger(l.quantity) && l.quantity > 0 && l.lineTotal % l.quantity === 0;
  if (lines.length > 0 && lines.every(divides)) {
    return { withKdv: true, prices: lines.map((l) => l.lineTotal / l.quantity) };
  }
  return { withKdv: false, prices: lines.map((l) => l.unitPrice) };
}
