import { atom, onMount } from 'nanostores';
import { ApiError } from '../client/api-error.ts';
import { deleteWishlistItem, postWishlistItem, readWishlist } from '../client/wishlist.ts';
import { $session } from './session.ts';

/** The ids of the products in the signed-in customer's wishlist (empty for a guest). */
export const $wishlist = atom<ReadonlySet<number>>(new Set());

/** Loads the wishlist ids; a guest has none, and failures are silent. */
export async function loadWishlist(): Promise<void> {
  try {
    const { items } = await readWishlist();
    $wishlist.set(new Set(items.map((i) => i.product.id)));
  } catch {
    $wishlist.set(new Set());
  }
}

/** What a heart click ended in: the new state, a sign-in needed (401), or an error to alert. */
export type WishlistToggle =
  | { kind: 'done'; active: boolean }
  | { kind: 'signIn' }
  | { kind: 'error'; error: unknown };

/**
 * The heart of SPEC §4: an inactive click adds and marks active, an active click removes and marks
 * inactive. A 401 asks for sign-in; an add error is for the caller to alert; a remove error is silent.
 */
export async function toggleWishlist(productId: number): Promise<WishlistToggle> {
  const active = $wishlist.get().has(productId);
  try {
    await (active ? deleteWishlistItem(productId) : postWishlistItem(productId));
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 401) return { kind: 'signIn' };
    if (active) return { kind: 'done', active };
    return { kind: 'error', error };
  }
  const next = new Set($wishlist.get());
  if (active) next.delete(productId);
  else next.add(productId);
  $wishlist.set(next);
  return { kind: 'done', active: !active };
}

/** The wishlist page's list was read: the hearts everywhere follow the ids it holds. */
export function setWishlistIds(ids: Iterable<number>): void {
  $wishlist.set(new Set(ids));
}

/** DELETE /wishlist/{id} (SPEC §4): true when removed; a failure is silent (SPEC §8), the item stays. */
export async function removeFromWishlist(productId: number): Promise<boolean> {
  try {
    await deleteWishlistItem(productId);
  } catch {
    return false;
  }
  const next = new Set($wishlist.get());
  next.delete(productId);
  $wishlist.set(next);
  return true;
}

// A guest has no wishlist; it loads once the session says someone is signed in.
onMount($wishlist, () =>
  $session.subscribe((s) => {
    if (s.loaded && s.customer) void loadWishlist();
  }),
);
