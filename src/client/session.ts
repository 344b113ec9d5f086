/** Who is shopping (GET /auth/session), the call every page makes; signing in and out are in sign-in.ts and sign-out.ts. */
import type { SessionAnswer } from '../contract/customer.ts';
import { api } from './http.ts';

/** GET /auth/session: who is shopping (customer null for a guest). */
export function readSession(): Promise<SessionAnswer> {
  return api<SessionAnswer>('/auth/session');
}
