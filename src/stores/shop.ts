import { atom, onMount } from 'nanostores';
import { readShop } from '../client/shop.ts';
import type { ShopInfo } from '../contract/settings.ts';

/** The live store and shop settings (null until the API has answered): shipping rules for the totals. */
export const $shop = atom<ShopInfo | null>(null);

/** Loads the store and settings; failures are silent (the islands then show no totals). */
export async function loadShop(): Promise<void> {
  try {
    $shop.set(await readShop());
  } catch {
    // no totals rather than wrong ones
  }
}

onMount($shop, () => {
  if ($shop.get() === null) void loadShop();
});
