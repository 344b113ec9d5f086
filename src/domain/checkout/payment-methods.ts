/**
 * The payment methods of the checkout's payment step (SPEC §2, §4): Kart, Havale-EFT and Kapıda
 * Ödeme, always in that order; only the enabled ones show, and the first enabled one is preselected.
 * Each method is sent to the API as its odemeTipi (SPEC §3 Order: 2 card, 3 pay on delivery, 4 bank
 * transfer/EFT).
 */
import { flag } from '../settings.ts';

/** The checkout's payment methods, in the order they are offered. */
export const PAYMENT_METHODS = ['card', 'transfer', 'cashOnDelivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Which methods the shop offers for this cart (the agreements endpoint's `methods`). */
export type MethodAvailability = Readonly<Record<PaymentMethod, boolean>>;

/** The odemeTipi of each method. */
export const ODEME_TIPI: Readonly<Record<PaymentMethod, 2 | 3 | 4>> = {
  card: 2,
  transfer: 4,
  cashOnDelivery: 3,
};

/** The method an odemeTipi names, or undefined for anything else. */
export function methodOfOdemeTipi(odemeTipi: number): PaymentMethod | undefined {
  return PAYMENT_METHODS.find((m) => ODEME_TIPI[m] === odemeTipi);
}

/** The shop-wide switches b2c_kk_odeme, b2c_heft_odeme and b2c_ko_odeme ('1' on) as availability. */
export function methodsFromSettings(settings: {
  readonly b2c_kk_odeme: string;
  readonly b2c_heft_odeme: string;
  readonly b2c_ko_odeme: string;
}): MethodAvailability {
  return {
    card: flag(settings.b2c_kk_odeme),
    transfer: flag(settings.b2c_heft_odeme),
    cashOnDelivery: flag(settings.b2c_ko_odeme),
  };
}

/** The methods to show, in the order Kart, Havale-EFT, Kapıda Ödeme, without the disabled ones. */
export function offeredMethods(available: MethodAvailability): PaymentMethod[] {
  return PAYMENT_METHODS.filter((m) => available[m]);
}

/**
 * The method to have selected: the shopper's current choice while it is still offered, else the
 * first enabled one in order; null when none is offered.
 */
export function selectedMethod(
  available: MethodAvailability,
  current?: PaymentMethod | null,
): PaymentMethod | null {
  if (current && available[current]) return current;
  return offeredMethods(available)[0] ?? null;
}
