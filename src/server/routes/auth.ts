import { type Context, Hono } from 'hono';
import type { CustomerAnswer, SessionAnswer } from '../../contract/customer.ts';
import {
  passwordResetForm,
  passwordResetRequestForm,
  registrationForm,
  signInForm,
} from '../auth/auth-inputs.ts';
import { createCustomer, customerByEmail, customerById, customerView } from '../auth/customer-repo.ts';
import { decoyHash } from '../auth/password.ts';
import { requestPasswordReset, resetPassword } from '../auth/password-reset.ts';
import { endSession, forgetSessionInBrowser, startSession } from '../auth/session.ts';
import { mergeIntoCustomerCart } from '../cart/cart-merge.ts';
import { ensureCartId, findCartId } from '../cart/cart-repo.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import type { AppEnv } from '../http/app-env.ts';
import { type LimitCheck, limitAttempt, refundAttempt } from '../http/attempt-limits.ts';
import { apiError } from '../http/errors.ts';
import { KNOWN_SIGN_IN_MS } from '../http/rate-limit-policies.ts';
import { valid } from '../http/validate.ts';
import { readLocale } from '../orders/checkout-choice.ts';

// The subject of the per-account-and-address limit and of the "known address" mark.
function pairOf(email: string, address: string): readonly [email: string, address: string] {
  return [email, address];
}

/**
 * The limits a sign-in counts against, widest first. An address that signed in to the account before
 * meets only its own count for that account: nobody else's failures can lock the owner out there.
 */
async function signInChecks(c: Context<AppEnv>, email: string): Promise<LimitCheck[]> {
  const address = c.get('clientAddress');
  const pair = pairOf(email, address);
  if (await c.get('rateLimiter').remembered('login.known', pair)) return [['login.pair', pair]];
  return [
    ['login.global', ''],
    ['login.address', address],
    ['login.account', email],
    ['login.pair', pair],
  ];
}

/** Signs a customer in: a new session token, the guest cart merged into the customer's, the old session ended. */
async function signIn(c: Context<AppEnv>, customerId: number): Promise<void> {
  const db = c.get('db');
  const old = c.get('session');
  const guestCartId = old && !old.customerId ? await findCartId(db, old) : undefined;
  const session = await startSession(c, customerId);
  if (guestCartId) {
    const target = await ensureCartId(db, session);
    await mergeIntoCustomerCart(db, guestCartId, target, await loadSettings(db));
  }
  if (old) await endSession(db, old);
}

/** Registration, sign-in, sign-out and the current customer. */
export const authRoutes = new Hono<AppEnv>()
  .post('/register', valid('form', registrationForm), async (c) => {
    const { name, surname, email, password } = c.req.valid('form');
    // Counted before the e-mail is looked up: the 409 tells whether an address is a customer.
    const checks: LimitCheck[] = [
      ['register.global', ''],
      ['register.address', c.get('clientAddress')],
    ];
    const refused = await limitAttempt(c, checks, 'auth.tooManyRegistrations');
    if (refused) return refused;
    if (await customerByEmail(c.get('db'), email)) return apiError(c, 409, 'auth.emailTaken');
    const passwordHash = await c
      .get('passwords')
      .hash(password)
      .catch(async (err: unknown) => {
        await refundAttempt(c, checks);
        throw err;
      });
    const row = await createCustomer(c.get('db'), { name, surname, email, passwordHash });
    if (!row) return apiError(c, 409, 'auth.emailTaken');
    await c
      .get('rateLimiter')
      .remember('login.known', pairOf(email, c.get('clientAddress')), KNOWN_SIGN_IN_MS);
    await signIn(c, row.id);
    return c.json({ customer: customerView(row) } satisfies CustomerAnswer, 201);
  })
  .post('/login', valid('form', signInForm), async (c) => {
    const { email, password } = c.req.valid('form');
    // Every attempt counts before the password is hashed (a wrong one is then already counted, and
    // parallel guesses cannot all pass); a right one gives its hits back.
    const checks = await signInChecks(c, email);
    const refused = await limitAttempt(c, checks, 'auth.tooManyAttempts');
    if (refused) return refused;
    const row = await customerByEmail(c.get('db'), email);
    const ok = await c
      .get('passwords')
      // An unknown e-mail is checked against the decoy: both answers take as long.
      .verify(password, row?.passwordHash ?? (await decoyHash()))
      .catch(async (err: unknown) => {
        await refundAttempt(c, checks);
        throw err;
      });
    if (!row || !ok) return apiError(c, 401, 'auth.wrongCredentials');
    const pair = pairOf(email, c.get('clientAddress'));
    await c.get('rateLimiter').reset('login.pair', pair);
    await refundAttempt(
      c,
      checks.filter(([name]) => name !== 'login.pair'),
    );
    await c.get('rateLimiter').remember('login.known', pair, KNOWN_SIGN_IN_MS);
    await signIn(c, row.id);
    return c.json({ customer: customerView(row) } satisfies CustomerAnswer);
  })
  // 'Şifremi Unuttum': the same answer whether or not the e-mail is a customer's.
  .post('/password-reset', valid('form', passwordResetRequestForm), async (c) => {
    const { email, locale } = c.req.valid('form');
    const language = readLocale(locale, c.get('session'));
    if (!language) return apiError(c, 400, 'api.badRequest');
    const refused = await limitAttempt(
      c,
      [
        ['reset.address', c.get('clientAddress')],
        ['reset.account', email],
      ],
      'auth.tooManyResets',
    );
    if (refused) return refused;
    await requestPasswordReset(c.get('db'), email, language);
    return c.json({ ok: true });
  })
  .post('/password-reset/confirm', valid('form', passwordResetForm), async (c) => {
    const { token, password } = c.req.valid('form');
    const refused = await limitAttempt(c, [['reset.confirm', c.get('clientAddress')]], 'auth.tooManyResets');
    if (refused) return refused;
    const passwordHash = await c.get('passwords').hash(password);
    const customerId = await resetPassword(c.get('db'), token, passwordHash);
    if (customerId === undefined) return apiError(c, 400, 'auth.resetLinkInvalid');
    const row = await customerById(c.get('db'), customerId);
    if (!row) return apiError(c, 400, 'auth.resetLinkInvalid');
    // Every session of the account ended with the reset; this browser signs in with the new password.
    await signIn(c, row.id);
    return c.json({ customer: customerView(row) } satisfies CustomerAnswer);
  })
  .post('/logout', async (c) => {
    const session = c.get('session');
    if (session) await endSession(c.get('db'), session);
    forgetSessionInBrowser(c);
    return c.json({ ok: true });
  })
  .get('/me', async (c) => {
    const id = c.get('session')?.customerId;
    const row = id ? await customerById(c.get('db'), id) : undefined;
    if (!row) return apiError(c, 401, 'auth.signInRequired');
    return c.json({ customer: customerView(row) } satisfies CustomerAnswer);
  })
  // Who is shopping, for the page header: 200 with customer null for a guest. Every page asks, and
  // /me's 401 would show as a failed request in every guest's browser console.
  .get('/session', async (c) => {
    const id = c.get('session')?.customerId;
    const row = id ? await customerById(c.get('db'), id) : undefined;
    return c.json({ customer: row ? customerView(row) : null } satisfies SessionAnswer);
  });
