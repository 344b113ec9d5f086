import { createHash, randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../db/client.ts';
import { perDatabase } from '../db/per-database.ts';
import { sessions } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';

/** The session cookie's name, written `__Host-sid` when the shop is https (see cookieOptions). */
export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;

type CookieOptions = NonNullable<Parameters<typeof setCookie>[3]>;

/**
 * A live session row, with its cart's id when it was read together with the session (null: no cart
 * yet; undefined: not read, look it up).
 */
export type Session = typeof sessions.$inferSelect & { cartId?: number | null };

// The session's cart, read in the same query: the customer's saved cart, else the guest session's.
// Written out in full: drizzle leaves column names unqualified in a one-table select, which inside
// the carts subquery would name the carts' own columns.
const cartOfSession = sql<number | null>`coalesce(
  (select c.id from carts c where c.customer_id = "sessions"."customer_id" limit 1),
  (select c.id from carts c where "sessions"."customer_id" is null
     and c.session_token_hash = "sessions"."token_hash" limit 1))`;

/** A new random session token: 256 bits, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores of a token: its SHA-256, so a leaked table holds no usable session. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The live session a token names, if any. */
export async function findSession(db: Database, token: string | undefined): Promise<Session | null> {
  if (!token || token.length > 128) return null;
  const [row] = await findSessionQuery(db).execute({ hash: tokenHash(token) });
  return row ?? null;
}

// Read on nearly every call: prepared once per database.
const findSessionQuery = perDatabase((db) =>
  db
    .select({ ...getTableColumns(sessions), cartId: cartOfSession })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('find_session'),
);

/**
 * How the session cookie is written. SITE_URL decides, not the request's scheme (behind a TLS proxy
 * the shop itself is reached over http): on an https shop the cookie is `__Host-sid`, Secure, so it
 * never travels over plain http and no sibling subdomain can set it; plain `sid` on the quick start's
 * http://localhost.
 */
function cookieOptions(c: Context<AppEnv>): CookieOptions {
  const base: CookieOptions = { path: '/', httpOnly: true, sameSite: 'Lax' };
  return c.get('site').https ? { ...base, secure: true, prefix: 'host' } : base;
}

/** Middleware step: reads the session cookie into c.get('session') (null when absent or expired). */
export async function loadSession(c: Context<AppEnv>): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE, c.get('site').https ? 'host' : undefined);
  c.set('session', await findSession(c.get('db'), token));
}

/**
 * Tells the browser its session is over (sign-out, account deletion): deletes the session cookie and
 * clears what the shop keeps in the browser's storage (the order note in sessionStorage). Not the
 * HTTP cache: the site's files stay cached, and they hold nothing personal.
 */
export function forgetSessionInBrowser(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
  c.header('Clear-Site-Data', '"storage"');
}

/** The request's session, creating an anonymous one (and its cookie) when there is none. */
export async function ensureSession(c: Context<AppEnv>): Promise<Session> {
  return c.get('session') ?? (await startSession(c, null));
}

/**
 * Starts a new session (a new token, as at every sign-in) for a customer or a guest, carrying over
 * the old session's locale, currency and cookie answer, and sets its cookie.
 */
export async function startSession(c: Context<AppEnv>, customerId: number | null): Promise<Session> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  const previous = c.get('session');
  const [row] = await c
    .get('db')
    .insert(sessions)
    .values({
      tokenHash: tokenHash(token),
      expiresAt,
      customerId,
      locale: previous?.locale ?? 'tr',
      currencyCode: previous?.currencyCode ?? null,
      cookiesAccepted: previous?.cookiesAccepted ?? false,
      cookieConsent: previous?.cookieConsent ?? null,
    })
    .returning();
  if (!row) throw new Error('Session insert returned nothing');
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions(c), maxAge: SESSION_DAYS * 86_400 });
  c.set('session', row);
  return row;
}

/** Ends a session on the server. */
export async function endSession(db: Database, session: Session): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, session.tokenHash));
}
