/** Signing out (POST /auth/logout). */
import { api } from './http.ts';

/** POST /auth/logout: ends the session. */
export async function postLogout(): Promise<void> {
  await api('/auth/logout', { method: 'POST' });
}
