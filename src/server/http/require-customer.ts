import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { apiError } from './errors.ts';

/** The signed-in customer's id, or the 401 answer that sends the shopper to /account/login. */
export function requireCustomer(c: Context<AppEnv>): { id: number } | { response: Response } {
  const id = c.var.session?.customerId;
  return id ? { id } : { response: apiError(c, 401, 'auth.signInRequired') };
}
