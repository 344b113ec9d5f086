/** The call of a shared cart's rebuild on the cart page: the name of a product that could not be added. */
import type { ProductDetail } from '../contract/product.ts';
import { api } from './http.ts';

/** GET /product/{id}: the product's name. */
export async function readProductName(productId: number): Promise<string> {
  return (await api<Pick<ProductDetail, 'name'>>(`/product/${productId}`)).name;
}
