import { computed } from 'nanostores';
import { cartSummary } from '../domain/cart/cart-summary.ts';
import type { CartTotals } from '../domain/cart/cart-totals.ts';
import { $cart } from './cart.ts';
import { $settings } from './settings.ts';
import { $shop } from './shop.ts';

/**
 * The cart's amounts in the shopper's currency (cart-totals.ts), or null while the currencies or the
 * shop settings are loading. Subscribing loads the cart, the settings and the store.
 */
export const $cartSummary = computed([$cart, $settings, $shop], (cart, settings, shop): CartTotals | null =>
  settings && shop ? cartSummary(cart.items, settings, shop.settings) : null,
);
