import { atom } from 'nanostores';
import { postLogout } from '../client/sign-out.ts';
import { setOrderNote } from './order-note.ts';

/** True once the shopper has asked to sign out: a 401 arriving meanwhile must not send them to sign in. */
export const $signingOut = atom(false);

/**
 * Forgets what this tab keeps for the shopper once their session has ended (sign-out, account
 * deletion): the order note in sessionStorage, which the next user of the tab must not see. The
 * server's `Clear-Site-Data: "storage"` does the same where the browser honours it (https).
 */
export function forgetShopperInTab(): void {
  setOrderNote('');
}

/** Signs the shopper out (POST /auth/logout), forgets their data in this tab and opens the home page; rejects when the call fails. */
export async function signOut(homePath: string): Promise<void> {
  $signingOut.set(true);
  try {
    await postLogout();
  } catch (err) {
    $signingOut.set(false);
    throw err;
  }
  forgetShopperInTab();
  window.location.assign(homePath);
}
