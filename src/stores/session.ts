import { atom, onMount } from 'nanostores';
import { readSession } from '../client/session.ts';
import type { CustomerView } from '../contract/customer.ts';

/** The signed-in customer (null for a guest), once the API has answered. */
export interface SessionState {
  customer: CustomerView | null;
  loaded: boolean;
}

/** Who is shopping: shared by the header, the wishlist hearts and the sign-in page. */
export const $session = atom<SessionState>({ customer: null, loaded: false });

/**
 * Asks the API who is signed in. GET /auth/session answers 200 with customer null for a guest (GET
 * /auth/me's 401 would be a failed request in every guest's console); any failure means a guest.
 */
export async function loadSession(): Promise<void> {
  try {
    const { customer } = await readSession();
    $session.set({ customer, loaded: true });
  } catch {
    $session.set({ customer: null, loaded: true });
  }
}

/** Marks the shopper signed in with the customer an auth call answered. */
export function signedIn(customer: CustomerView): void {
  $session.set({ customer, loaded: true });
}

onMount($session, () => {
  if (!$session.get().loaded) void loadSession();
});
