import type { ErrorKey } from '../../contract/errors.ts';
import type { OdemeTipi } from '../../domain/checkout/checkout-amounts.ts';
import { flag, type ShopSettings } from '../../domain/settings.ts';
import { Refused } from '../http/refusal.ts';

export type { OdemeTipi } from '../../domain/checkout/checkout-amounts.ts';

/** Whether the settings enable a payment type (b2c_kk_odeme, b2c_ko_odeme, b2c_heft_odeme). */
export function paymentEnabled(settings: ShopSettings, type: OdemeTipi): boolean {
  if (type === 2) return flag(settings.b2c_kk_odeme);
  if (type === 3) return flag(settings.b2c_ko_odeme);
  return flag(settings.b2c_heft_odeme);
}

/**
 * An order the shopper cannot place as it is; the transaction is rolled back. Thrown past a handler,
 * the API answers it (a Refused).
 */
export class OrderRefused extends Refused {
  override name = 'OrderRefused';
  declare readonly status: 400 | 404 | 409;

  constructor(key: ErrorKey, status: 400 | 404 | 409, params?: Record<string, string | number>) {
    super(key, status, params);
  }
}
