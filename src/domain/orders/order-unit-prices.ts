/**
 * The unit prices an order's tables show (m24): the ones the shopper was shown in the cart, the
 * checkout and the agreements, stored with the order when it is saved, never worked out again from
 * the line amounts. Each line keeps the rule's shown unit price (cart/price-rule.ts rule 1) and the
 * order keeps whether those include KDV (productsWithKdv at order time). Under rule 2 the line is
 * that unit × quantity, rounded once for a decimal quantity (2,5 KG), so with KDV the line total
 * the tables show is exactly round(unit × quantity); without KDV that product is the line's net.
 * An order saved before these were kept shows its stored unit price without KDV, labelled so.
 */
import type { Minor } from '../money.ts';

/** An order line's stored unit prices, in minor units of the order currency. */
export interface StoredOrderLine {
  /** The unit price without KDV, as always stored. */
  readonly unitPrice: Minor;
  /** The unit price as the shopper was shown it; null on lines saved before it was kept. */
  readonly shownUnitPrice: Minor | null;
}

/** The unit prices to show, in line order, and whether they include KDV. */
export interface OrderUnitPrices {
  readonly withKdv: boolean;
  readonly prices: readonly Minor[];
}

/**
 * The unit prices of an order's tables: the stored shown prices with the order's own KDV flag, or,
 * for an order saved before they were kept, the stored prices without KDV.
 */
export function orderUnitPrices(
  unitPricesWithKdv: boolean | null,
  lines: readonly StoredOrderLine[],
): OrderUnitPrices {
  const shown = lines.map((l) => l.shownUnitPrice);
  if (unitPricesWithKdv !== null && shown.every((p): p is Minor => p !== null)) {
    return { withKdv: unitPricesWithKdv, prices: shown };
  }
  return { withKdv: false, prices: lines.map((l) => l.unitPrice) };
}
