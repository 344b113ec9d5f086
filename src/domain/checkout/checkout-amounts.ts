/**
 * The amounts of an order at checkout, beyond the cart totals: the Kapıda Ödeme fee (odemeTipi 3)
 * and the card installment commission (odemeTipi 2 with a plan). Both are added to the grand total,
 * which is what the shopper approves in the agreements and what the order stores and charges.
 */
import type { CartTotals, Currencies } from '../cart/cart-totals.ts';
import type { Minor } from '../money.ts';
import { installmentTotal } from '../payment/installment.ts';
import { type CashOnDeliverySettings, cashOnDeliveryFeeIn, cashOnDeliveryOffer } from './cash-on-delivery.ts';

/** Payment types of SPEC §3 Order odemeTipi: 2 card, 3 pay on delivery, 4 bank transfer (Havale-EFT). */
export type OdemeTipi = 2 | 3 | 4;

/** An installment plan chosen for a card payment: the count and the commission percent ('2.25'). */
export interface InstallmentChoice {
  readonly installment: number;
  readonly commission: string;
}

/** The order's amounts in minor units of `currency` (tryTotal in kuruş). */
export interface CheckoutAmounts {
  readonly currency: string;
  readonly subTotal: Minor;
  readonly tax: Minor;
  readonly shippingTotal: Minor;
  /** The Kapıda Ödeme fee: non-zero only for odemeTipi 3. */
  readonly cashOnDeliveryFee: Minor;
  /** The card plan's commission: non-zero only for odemeTipi 2 with a plan that has one. */
  readonly commission: Minor;
  /** subTotal + tax + shippingTotal + cashOnDeliveryFee + commission. */
  readonly total: Minor;
  /** The total in Turkish lira; for a card, exactly the amount charged. */
  readonly tryTotal: Minor;
  /** Whether Kapıda Ödeme may be offered for this cart (kapidaOdemeUstLimit). */
  readonly cashOnDeliveryAvailable: boolean;
}

/**
 * The checkout amounts for a cart's totals and a payment choice (price-rule.ts rule 4 and 5). The fee
 * is the cashOnDeliveryOffer's, converted from the default currency to the display currency and,
 * separately, to lira; the card commission is taken on the lira total exactly as the charge is
 * (tryTotal × (100 + rate) / 100, rounded half up) and, in the display currency, on the total the
 * same way. tryTotal never depends on the display currency.
 */
export function checkoutAmounts(
  totals: Pick<CartTotals, 'currency' | 'subTotal' | 'tax' | 'shippingTotal' | 'total' | 'tryTotal'>,
  payment: { readonly odemeTipi: OdemeTipi; readonly plan?: InstallmentChoice | null },
  settings: CashOnDeliverySettings,
  currencies: Pick<Currencies, 'rates' | 'defaultCurrency'>,
): CheckoutAmounts {
  const offer = cashOnDeliveryOffer(totals, settings, currencies);
  const fee = payment.odemeTipi === 3 ? offer.fee : 0;
  const plan = payment.odemeTipi === 2 ? payment.plan : null;
  const commission = plan ? installmentTotal(totals.total, plan.commission) - totals.total : 0;
  const total = totals.total + fee + commission;
  let tryTotal = totals.tryTotal;
  if (plan) tryTotal = installmentTotal(totals.tryTotal, plan.commission);
  else if (fee > 0) tryTotal += cashOnDeliveryFeeIn('TRY', settings, currencies);
  return {
    currency: totals.currency,
    subTotal: totals.subTotal,
    tax: totals.tax,
    shippingTotal: totals.shippingTotal,
    cashOnDeliveryFee: fee,
    commission,
    total,
    tryTotal,
    cashOnDeliveryAvailable: offer.available,
  };
}
