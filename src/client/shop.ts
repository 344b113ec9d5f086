/** The store's call (GET /store), apart from settings.ts: only the pages with totals make it. */
import type { ShopInfo } from '../contract/settings.ts';
import { api } from './http.ts';

/** GET /store: the store's identity and the shop settings. */
export function readShop(): Promise<ShopInfo> {
  return api<ShopInfo>('/store');
}
