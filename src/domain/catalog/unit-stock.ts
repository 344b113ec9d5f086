/**
 * Stock in the unit the shopper chose (SPEC §2 unit selector: the unit changes the price, the stock
 * unit and what is added). Stock is kept in base units; a unit holds `multiplier` base units
 * (a KOLİ of 24 ADET, a PAKET of 6).
 */
import { cmp, type DecimalInput, decOr, floorDiv, mul, toNumber } from '../exact.ts';

/**
 * The stock counted in a unit: whole units (floor of stock ÷ multiplier) for a multiplied unit,
 * the stock itself in the base unit (12.5 KG stays 12.5); 0 for a multiplier that is not above 0.
 */
export function stockInUnit(
  stock: DecimalInput | null | undefined,
  multiplier: DecimalInput | null | undefined,
): number {
  const m = decOr(multiplier, 1);
  if (cmp(m, 0) <= 0) return 0;
  if (cmp(m, 1) === 0) return toNumber(decOr(stock, 0));
  return Number(floorDiv(decOr(stock, 0), m));
}

/** A cart line as far as stock goes: its product, its unit and the amount in that unit. */
export interface CartLineStock {
  readonly product: { readonly id: number };
  readonly productUnit: { readonly id: number; readonly multiplier: DecimalInput };
  readonly quantity: DecimalInput;
}

/**
 * Base units of a product the cart already holds, as the add-to-cart check counts them: a line in
 * another unit is replaced by the add, so only a line in the same unit counts (as the API does).
 */
export function baseUnitsInCart(lines: readonly CartLineStock[], productId: number, unitId: number): number {
  const line = lines.find((l) => l.product.id === productId);
  if (!line || line.productUnit.id !== unitId) return 0;
  return toNumber(mul(line.quantity, decOr(line.productUnit.multiplier, 1)));
}
