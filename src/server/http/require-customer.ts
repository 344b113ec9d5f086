import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { apiError } from './errors.ts';

/** The customer a signed-in call is made by. */
export interface SignedInCustomer {
  readonly id: number;
}

/**
 * Sign-in required: a guest gets the 401 that sends the shopper to /account/login, before the
 * call's input is read; a signed-in customer is `c.get('customer')`.
 */
export const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  const id = c.get('session')?.customerId;
  if (!id) return apiError(c, 401, 'auth.signInRequired');
  c.set('customer', { id });
  return next();
});
