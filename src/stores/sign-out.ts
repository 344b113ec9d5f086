import { atom } from 'nanostores';
import { api } from './api-client.ts';

/** True once the shopper has asked to sign out: a 401 arriving meanwhile must not send them to sign in. */
export const $signingOut = atom(false);

/** Signs the shopper out (POST /auth/logout) and opens the home page; rejects when the call fails. */
export async function signOut(homePath: string): Promise<void> {
  $signingOut.set(true);
  try {
    await api('/auth/logout', { method: 'POST' });
  } catch (err) {
    $signingOut.set(false);
    throw err;
  }
  window.location.assign(homePath);
}
