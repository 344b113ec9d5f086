/**
 * Whether the shop takes card payments: its b2c_kk_odeme switch, and a payment provider configured
 * (src/server/payment/provider-config.ts). Without a provider the card method is off everywhere the
 * shopper could meet it: the settings the islands read, the checkout's methods, the payment calls.
 */
import { flag, type ShopSettings } from '../../domain/settings.ts';
import type { PaymentProvider } from './provider.ts';

/** The shop settings as they apply: the card switch reads off while no payment provider is configured. */
export function appliedSettings(settings: ShopSettings, provider: PaymentProvider | null): ShopSettings {
  return provider || !flag(settings.b2c_kk_odeme) ? settings : { ...settings, b2c_kk_odeme: '0' };
}

/** Whether a card payment may be taken: the switch on and a provider to take it. */
export function takesCards(settings: ShopSettings, provider: PaymentProvider | null): boolean {
  return flag(appliedSettings(settings, provider).b2c_kk_odeme);
}
