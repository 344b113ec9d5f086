/**
 * The cart's amounts as the mini-cart (and any other island) shows them: the lines GET /cart answers
 * and the currencies GET /settings lists, put through the one totals calculation (cart-totals.ts).
 */

import { toMinor } from '../money.ts';
import type { ShopSettings } from '../settings.ts';
import { type CartLine, type CartTotals, cartTotals } from './cart-totals.ts';

/** The fields of a GET /cart line the totals read (prices are major-unit numbers there). */
export interface ApiCartLine {
  readonly product: { readonly id: number; readonly taxRate: number | string };
  readonly productUnit: {
    readonly multiplier: number | string;
    readonly width: number | string;
    readonly height: number | string;
    readonly length: number | string;
    readonly weight: number | string;
    readonly defaultPrice: { readonly value: number; readonly currency: string };
  };
  readonly quantity: number;
}

/** The currencies as GET /settings lists them: every rate, the default and the shopper's choice. */
export interface ApiCurrencies {
  readonly defaultCurrency: { readonly code: string } | null;
  readonly userCurrency: { readonly code: string } | null;
  readonly currencies: readonly { readonly code: string; readonly exchangeRate: number | string }[];
}

/** The settings the totals read (GET /store's settings). */
export type TotalsSettings = Pick<
  ShopSettings,
  'kargoUcreti' | 'ucretsizKargoSecenek' | 'ucretsizKargoMiktar' | 'kargoAliciyaAit' | 'urNo'
> &
  Partial<Pick<ShopSettings, 'productsWithKdv'>>;

/** A GET /cart line as the totals calculation takes it (its price in minor units). */
export function toCartLine(item: ApiCartLine): CartLine {
  const u = item.productUnit;
  return {
    productId: item.product.id,
    quantity: item.quantity,
    taxRate: item.product.taxRate,
    unit: {
      multiplier: u.multiplier,
      width: u.width,
      height: u.height,
      length: u.length,
      weight: u.weight,
      price: toMinor(u.defaultPrice.value),
      currency: u.defaultPrice.currency,
    },
  };
}

/**
 * The cart's line amounts and totals in the shopper's currency (the default one until they choose),
 * or null when the currencies are not known or a line's currency has no usable rate.
 */
export function cartSummary(
  items: readonly ApiCartLine[],
  currencies: ApiCurrencies,
  settings: TotalsSettings,
): CartTotals | null {
  const defaultCode = currencies.defaultCurrency?.code;
  if (!defaultCode) return null;
  const rates = Object.fromEntries(currencies.currencies.map((c) => [c.code, c.exchangeRate]));
  try {
    return cartTotals(
      items.map(toCartLine),
      { rates, defaultCurrency: defaultCode, shopperCurrency: currencies.userCurrency?.code ?? defaultCode },
      settings,
    );
  } catch (err) {
    // A missing or broken exchange rate: no amount is better than an invented one.
    if (err instanceof RangeError) return null;
    throw err;
  }
}
