import { type Context, Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { validateRegistration, validateSignIn } from '../../domain/account/account-validation.ts';
import { customerByEmail, customerById, customerView } from '../auth/customer-repo.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { endSession, SESSION_COOKIE, startSession } from '../auth/session.ts';
import { mergeIntoCustomerCart } from '../cart/cart-merge.ts';
import { ensureCartId, findCartId } from '../cart/cart-repo.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import { customers } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { formFields } from '../http/parse.ts';
import { clientAddress, RateLimiter } from '../http/rate-limit.ts';

const WINDOW_MS = 15 * 60_000;
/** Failed sign-ins allowed per email and per client address in 15 minutes. */
const perEmail = new RateLimiter(5, WINDOW_MS);
const perAddress = new RateLimiter(30, WINDOW_MS);

// Verifying against a real hash when the email is unknown keeps both answers equally slow.
const decoyHash = hashPassword('decoy-password-for-timing');

/** Signs a customer in: a new session token, the guest cart merged into the customer's, the old session ended. */
async function signIn(c: Context<AppEnv>, customerId: number): Promise<void> {
  const db = c.var.db;
  const old = c.var.session;
  const guestCartId = old && !old.customerId ? await findCartId(db, old) : undefined;
  const session = await startSession(c, customerId);
  if (guestCartId) {
    const target = await ensureCartId(db, session);
    await mergeIntoCustomerCart(db, guestCartId, target, await loadSettings(db));
  }
  if (old) await endSession(db, old);
}

// Never cut: the validators refuse what is too long, with the field's message.
function field(form: Readonly<Record<string, string>>, name: string): string {
  return form[name] ?? '';
}

/** Registration, sign-in, sign-out and the current customer. */
export const authRoutes = new Hono<AppEnv>()
  .post('/register', async (c) => {
    const form = await formFields(c);
    if (!form) return apiError(c, 400, 'api.badRequest');
    const result = validateRegistration({
      name: field(form, 'name'),
      surname: field(form, 'surname'),
      email: field(form, 'email'),
      password: field(form, 'password'),
      passwordVerify: field(form, 'passwordVerify'),
    });
    if (!result.ok) return apiError(c, 400, Object.values(result.errors)[0] ?? 'api.badRequest');
    const { name, surname, email, password } = result.value;
    if (await customerByEmail(c.var.db, email)) return apiError(c, 409, 'auth.emailTaken');
    const passwordHash = await hashPassword(password);
    const [row] = await c.var.db
      .insert(customers)
      .values({ name, surname, email, passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!row) return apiError(c, 409, 'auth.emailTaken');
    await signIn(c, row.id);
    return c.json({ customer: customerView(row) }, 201);
  })
  .post('/login', async (c) => {
    const form = await formFields(c);
    if (!form) return apiError(c, 400, 'api.badRequest');
    const result = validateSignIn({ email: field(form, 'email'), password: field(form, 'password') });
    if (!result.ok) return apiError(c, 400, Object.values(result.errors)[0] ?? 'api.badRequest');
    const { email, password } = result.value;
    const address = clientAddress(c.req.header('x-forwarded-for'));
    if (perEmail.blocked(email) || perAddress.blocked(address))
      return apiError(c, 429, 'auth.tooManyAttempts');
    const row = await customerByEmail(c.var.db, email);
    const ok = await verifyPassword(password, row?.passwordHash ?? (await decoyHash));
    if (!row || !ok) {
      perEmail.hit(email);
      perAddress.hit(address);
      return apiError(c, 401, 'auth.wrongCredentials');
    }
    perEmail.reset(email);
    await signIn(c, row.id);
    return c.json({ customer: customerView(row) });
  })
  .post('/logout', async (c) => {
    if (c.var.session) await endSession(c.var.db, c.var.session);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ ok: true });
  })
  .get('/me', async (c) => {
    const id = c.var.session?.customerId;
    const row = id ? await customerById(c.var.db, id) : undefined;
    if (!row) return apiError(c, 401, 'auth.signInRequired');
    return c.json({ customer: customerView(row) });
  })
  // Who is shopping, for the page header: 200 with customer null for a guest. Every page asks, and
  // /me's 401 would show as a failed request in every guest's browser console.
  .get('/session', async (c) => {
    const id = c.var.session?.customerId;
    const row = id ? await customerById(c.var.db, id) : undefined;
    c.header('Cache-Control', 'no-store');
    return c.json({ customer: row ? customerView(row) : null });
  });
