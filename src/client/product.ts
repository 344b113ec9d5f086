/** The product page's product call (GET /product/{id}: the product, or a variant child). */
import type { ProductDetail } from '../contract/product.ts';
import { api } from './http.ts';

/** GET /product/{id}: a product (or a variant child) as the product page shows it. */
export function readProduct(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  return api<ProductDetail>(`/product/${id}`, signal ? { signal } : {});
}
