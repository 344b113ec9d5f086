import { atom, computed, onMount } from 'nanostores';
import type { CartItemView } from '../server/cart/cart-repo.ts';
import { ApiError, api } from './api-client.ts';

/** A cart line as GET /api/catalog/cart answers it (the server's own type; erased at build). */
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
    const { items } = await api<{ items: CartItem[] }>('/cart');
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
  const body = new URLSearchParams({ quantity: String(quantity) });
  if (unitId !== undefined) body.set('productValue', String(unitId));
  const item = await api<CartItem>(`/cart/${productId}`, { method: 'POST', body });
  const items = $cart.get().items.filter((i) => i.product.id !== productId);
  $cart.set({ ...$cart.get(), items: [...items, item], fetching: false });
  return item;
}

/** Takes the lines a cart call answered as the cart. */
function takeItems(items: CartItem[]): void {
  $cart.set({ items, fetching: false, loaded: true });
}

/** Removes a product's line (DELETE /cart/{productId}); a failure is silent (SPEC §8). */
export async function removeFromCart(productId: number): Promise<void> {
  try {
    takeItems((await api<{ items: CartItem[] }>(`/cart/${productId}`, { method: 'DELETE' })).items);
  } catch {
    // SPEC §8: cart remove failures are silently ignored
  }
}

/** Empties the cart (DELETE /cart); a failure is silent (SPEC §8). */
export async function clearCart(): Promise<void> {
  try {
    takeItems((await api<{ items: CartItem[] }>('/cart', { method: 'DELETE' })).items);
  } catch {
    // SPEC §8: cart clear failures are silently ignored
  }
}

/** A cart line change as PATCH /cart/{productId} takes it (SPEC §7). */
export type CartPatch = { quantity: number } | { addQuantity: number } | { unit: number };

/**
 * Changes a line (PATCH /cart/{productId}): its quantity, an amount added to it, or its unit (the
 * line then takes that unit's default price). Other failures are silent (SPEC §8), but a refusal
 * for stock (409, 'Bu üründen {n} adet bulunmamaktadır!') is thrown: the shopper must know why the
 * amount did not change.
 */
export async function patchCartLine(productId: number, patch: CartPatch): Promise<void> {
  try {
    takeItems(
      (await api<{ items: CartItem[] }>(`/cart/${productId}`, { method: 'PATCH', body: patch })).items,
    );
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 409) throw err;
    // Anything else: silent, and the cart shows what the server holds.
    void loadCart();
  }
}

/** Sets a line's quantity (SPEC §4 change quantity). */
export function changeQuantity(productId: number, quantity: number): Promise<void> {
  return patchCartLine(productId, { quantity });
}

/** Adds an amount to a line's quantity (SPEC §4 add quantity). */
export function addQuantity(productId: number, amount: number): Promise<void> {
  return patchCartLine(productId, { addQuantity: amount });
}

/** Switches a line to another unit of the product (SPEC §4 change unit: the unit's default price). */
export function changeUnit(productId: number, unitId: number): Promise<void> {
  return patchCartLine(productId, { unit: unitId });
}
