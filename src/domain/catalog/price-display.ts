/**
 * Prices as the shopper sees them (SPEC §9): with tax (price*(100+taxRate)/100), in the currency the
 * shopper chose (value*currency rate/default rate), rounded once by the rule of cart/price-rule.ts,
 * so a card, the product page and the cart show the same unit price; formatted tr-TR with 2 decimals.
 */
import { unitGross } from '../cart/price-rule.ts';
import { formatMoney, toMinor } from '../money.ts';

/** A price as the API answers it: a major-unit number and its currency code. */
export interface PriceValue {
  readonly value: number;
  readonly currency: string;
}

/** A currency with its rate against the shop's base, as GET /settings lists it. */
export interface CurrencyRate {
  readonly code: string;
  readonly exchangeRate: number | string;
}

/** An amount in minor units and its currency code. */
export interface ShownPrice {
  readonly minor: number;
  readonly currency: string;
}

/**
 * A price with tax (taxRate 0 for the price without it), converted to the shopper's currency when
 * both currencies' rates are known (otherwise left in its own currency, which is never wrong, only
 * unconverted): net × rate(own) / rate(target) × (100 + taxRate) / 100, rounded once.
 */
export function shownPrice(
  price: PriceValue,
  taxRate: number | string,
  rates: readonly CurrencyRate[] = [],
  target?: string | null,
): ShownPrice {
  const net = toMinor(price.value);
  const same = { minor: unitGross({ net, taxRate, fromRate: 1, toRate: 1 }), currency: price.currency };
  if (!target || target === price.currency) return same;
  const from = rates.find((r) => r.code === price.currency);
  const to = rates.find((r) => r.code === target);
  if (!from || !to || Number(to.exchangeRate) === 0 || Number(from.exchangeRate) === 0) return same;
  const minor = unitGross({ net, taxRate, fromRate: from.exchangeRate, toRate: to.exchangeRate });
  return { minor, currency: target };
}

/** A shown price as text: 1.234,50 ₺ (tr-TR), or in the page's locale. */
export function priceText(price: ShownPrice, locale = 'tr-TR'): string {
  return formatMoney(price.minor, price.currency, locale);
}
