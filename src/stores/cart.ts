import { atom, computed, onMount } from 'nanostores';
import { postCartLine, readCart } from '../client/cart.ts';
import type { AddToCartForm, CartItemView } from '../contract/cart.ts';

/** A cart line as GET /api/catalog/cart answers it (src/contract/cart.ts). */
export type CartItem = CartItemView;

/** The cart state shared by every island (SPEC §3 Cart state). */
export interface CartState {
  items: CartItem[];
  fetching: boolean;
  /** The API has answered at least once (an empty cart is known to be empty, not still loading). */
  loaded?: boolean;
}

/** The shopper's cart. */
export const $cart = atom<CartState>({ items: [], fetching: false, loaded: false });

/** How many lines the cart holds (the header's mini-cart count). */
export const $cartCount = computed($cart, (c) => c.items.length);

/** Loads the cart from the API; failures are silent, as SPEC §8 says for cart reads. */
export async function loadCart(): Promise<void> {
  $cart.set({ ...$cart.get(), fetching: true });
  try {
    const { items } = await readCart();
    $cart.set({ items, fetching: false, loaded: true });
  } catch {
    $cart.set({ ...$cart.get(), fetching: false, loaded: true });
  }
}

// The cart loads when the first island subscribes to it.
onMount($cart, () => {
  void loadCart();
});

/** Adds an amount of a product in a unit; resolves with the cart line, rejects with the API error. */
export async function addToCart(productId: number, quantity: number, unitId?: number): Promise<CartItem> {
  const fields: AddToCartForm = { quantity: String(quantity) };
  if (unitId !== undefined) fields.productValue = String(unitId);
  const item = await postCartLine(productId, fields);
  const items = $cart.get().items.filter((i) => i.product.id !== productId);
  $cart.set({ ...$cart.get(), items: [...items, item], fetching: false });
  return item;
}
