import { atom } from 'nanostores';

/** Where the note survives a reload or the way back and forth between the cart and the checkout steps. */
const STORAGE_KEY = 'shop.orderDescription';

function stored(): string {
  try {
    return typeof sessionStorage === 'undefined' ? '' : (sessionStorage.getItem(STORAGE_KEY) ?? '');
  } catch {
    return '';
  }
}

/**
 * The order's free-text description, typed on the cart page and sent with the order by the payment
 * step (SPEC §2 Cart page, §4 Checkout). Kept for the browser tab only.
 */
export const $orderNote = atom<string>(stored());

/** Sets the description and keeps it for this tab. */
export function setOrderNote(text: string): void {
  $orderNote.set(text);
  try {
    if (text) sessionStorage.setItem(STORAGE_KEY, text);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // private mode without storage: the note lives until the page changes
  }
}
