/**
 * Kapıda ödeme (pay on delivery) beyond SPEC §3: the shop may charge a fee for it
 * (kapidaOdemeBedeli) and offer it only up to an order amount (kapidaOdemeUstLimit), both in the
 * default currency. The fee is shown before the shopper approves the order and is added by the
 * server; above the limit the method is not offered at all.
 */
import { between, type CartTotals, type Currencies } from '../cart/cart-totals.ts';
import { type Minor, toMinor } from '../money.ts';
import type { ShopSettings } from '../settings.ts';

/** The settings the pay-on-delivery offer reads. */
export type CashOnDeliverySettings = Pick<ShopSettings, 'kapidaOdemeBedeli' | 'kapidaOdemeUstLimit'>;

/** Whether pay on delivery can be offered for this cart, and its fee in the shopper's currency. */
export interface CashOnDeliveryOffer {
  readonly available: boolean;
  /** Minor units of totals.currency; 0 when the shop charges nothing. */
  readonly fee: Minor;
}

/** The pay-on-delivery fee (written in the default currency) in a currency, rounded half up. */
export function cashOnDeliveryFeeIn(
  currency: string,
  settings: Pick<CashOnDeliverySettings, 'kapidaOdemeBedeli'>,
  currencies: Pick<Currencies, 'rates' | 'defaultCurrency'>,
): Minor {
  return between(toMinor(settings.kapidaOdemeBedeli), currencies.defaultCurrency, currency, currencies.rates);
}

/**
 * The pay-on-delivery offer for a cart's totals: available while the order total with tax and
 * shipping, taken from the lira total into the default currency (so the same whatever currency is
 * displayed), is at or under the limit ('0' is no limit); the fee converted from the default
 * currency to the shopper's and rounded half up.
 */
export function cashOnDeliveryOffer(
  totals: Pick<CartTotals, 'currency'> & Partial<Pick<CartTotals, 'tryTotal' | 'total'>>,
  settings: CashOnDeliverySettings,
  currencies: Pick<Currencies, 'rates' | 'defaultCurrency'>,
): CashOnDeliveryOffer {
  const { rates, defaultCurrency } = currencies;
  const limit = toMinor(settings.kapidaOdemeUstLimit);
  const totalInDefault =
    totals.tryTotal !== undefined
      ? between(totals.tryTotal, 'TRY', defaultCurrency, rates)
      : between(totals.total ?? 0, totals.currency, defaultCurrency, rates);
  const available = limit === 0 || totalInDefault <= limit;
  return { available, fee: cashOnDeliveryFeeIn(totals.currency, settings, currencies) };
}
