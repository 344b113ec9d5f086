/**
 * Whether an amount may go into the cart (SPEC §5): stock + the stockInfoStatus allowance (SPEC §9)
 * − what the cart already holds, read as exact decimals, unless cart stock control ('1') is on.
 */
import { add, cmp, type DecimalInput, decOr, floorDiv, max, mul, sub, toNumber } from '../exact.ts';
import { flag } from '../settings.ts';
import { stockAllowance } from './stock.ts';

/** A settings switch as stored ('1' on) or as JSON gives it. */
type Flag = Parameters<typeof flag>[0];

export interface StockLimitInput {
  /** The amount asked for, in the selected unit. */
  readonly amount: DecimalInput;
  /** Base units in one selected unit (1 for the default unit; 12 for a box of 12; 0.5 ...). Default 1. */
  readonly multiplier?: DecimalInput | null;
  /** The product's stock in base units; missing counts as 0. */
  readonly stock: DecimalInput | null | undefined;
  /** The product's stockInfoStatus, whose allowance (SPEC §9) widens or narrows the stock. */
  readonly stockInfoStatus?: number | string | null;
  /** Base units of this product already in the cart, over all its units. Default 0. */
  readonly inCart?: DecimalInput | null;
  /** Settings cartStockControl: '1' sells beyond stock, so nothing is limited. */
  readonly cartStockControl?: Flag;
}

export type StockLimitResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /** 'Bu üründen {n} adet bulunmamaktadır!' */
      readonly key: 'stock.notEnough';
      /** n: the total the cart would hold (already in cart + asked for), in base units. */
      readonly params: { readonly n: number };
      /** What is still available to add, in base units, never negative. */
      readonly available: number;
    };

function limitBase(input: Omit<StockLimitInput, 'amount' | 'multiplier'>) {
  return sub(add(decOr(input.stock, 0), stockAllowance(input.stockInfoStatus)), decOr(input.inCart, 0));
}

/**
 * Whether `amount` × `multiplier` more may go into the cart (SPEC §5): it must not exceed
 * stock + allowance − already in cart, unless cart stock control is on.
 *
 * The message's {n} is the total the cart would then hold in base units (in cart + asked for):
 * "Bu üründen {n} adet bulunmamaktadır!" means "this product is not available in {n} pieces",
 * which is true of that total and would be false of the amount that is left. The amount left
 * (never negative) is returned as `available` for a UI that wants to offer it.
 */
export function checkStockLimit(input: StockLimitInput): StockLimitResult {
  if (flag(input.cartStockControl)) return { ok: true };
  const requested = mul(input.amount, decOr(input.multiplier, 1));
  const left = limitBase(input);
  if (cmp(requested, left) <= 0) return { ok: true };
  return {
    ok: false,
    key: 'stock.notEnough',
    params: { n: toNumber(add(requested, decOr(input.inCart, 0))) },
    available: toNumber(max(left, 0)),
  };
}

/**
 * How many whole selected units may still be added (floor of what is left ÷ multiplier, at least 0),
 * or null when cart stock control is on and stock sets no limit. Feeds quantity.ts's max. A unit sold
 * by measure in the base unit (`divisible`, multiplier 1: KG, METRE) may take all that is left, 12,5.
 */
export function maxAddableQuantity(
  input: Omit<StockLimitInput, 'amount'> & { readonly divisible?: boolean },
): number | null {
  if (flag(input.cartStockControl)) return null;
  const multiplier = decOr(input.multiplier, 1);
  if (cmp(multiplier, 0) <= 0) return 0;
  if (input.divisible && cmp(multiplier, 1) === 0) return toNumber(max(limitBase(input), 0));
  const units = floorDiv(limitBase(input), multiplier);
  return units > 0n ? Number(units) : 0;
}
