/**
 * Staff sessions (issue 17): apart from the shoppers' sessions, in their own table and cookie. The
 * cookie is HttpOnly and SameSite=Strict (a link from elsewhere never arrives signed in to the back
 * office), `__Host-staff` and Secure on an https shop. A session lasts STAFF_SESSION_HOURS at most.
 */
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { StaffRole } from '../../domain/admin/staff-rules.ts';
import { newToken, tokenHash } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import { staff, staffSessions } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';

/** The staff session cookie's name (`__Host-staff` on an https shop). */
export const STAFF_COOKIE = 'staff';
/** How long a staff session lasts: a working day. */
export const STAFF_SESSION_HOURS = 12;

/** The signed-in staff member of a request. */
export interface SignedInStaff {
  readonly tokenHash: string;
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
  readonly passwordMustChange: boolean;
  readonly totpEnabled: boolean;
}

type CookieOptions = NonNullable<Parameters<typeof setCookie>[3]>;

function cookieOptions(c: Context<AppEnv>): CookieOptions {
  const base: CookieOptions = { path: '/', httpOnly: true, sameSite: 'Strict' };
  return c.get('site').https ? { ...base, secure: true, prefix: 'host' } : base;
}

/** Middleware step: reads the staff cookie into c.get('staff') (null when absent, unknown or expired). */
export async function loadStaff(c: Context<AppEnv>): Promise<void> {
  const token = getCookie(c, STAFF_COOKIE, c.get('site').https ? 'host' : undefined);
  c.set('staff', token && token.length <= 128 ? await staffOfToken(c.get('db'), token) : null);
}

async function staffOfToken(db: Database, token: string): Promise<SignedInStaff | null> {
  const [row] = await db
    .select({
      tokenHash: staffSessions.tokenHash,
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      passwordMustChange: staff.passwordMustChange,
      totpEnabled: staff.totpEnabled,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash(token)), gt(staffSessions.expiresAt, sql`now()`)))
    .limit(1);
  return row ? { ...row, role: row.role as StaffRole } : null;
}

/** Starts a session for a staff member (a new token at every sign-in) and sets its cookie. */
export async function startStaffSession(c: Context<AppEnv>, staffId: number): Promise<void> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + STAFF_SESSION_HOURS * 3_600_000);
  await c
    .get('db')
    .insert(staffSessions)
    .values({ tokenHash: tokenHash(token), staffId, expiresAt });
  setCookie(c, STAFF_COOKIE, token, { ...cookieOptions(c), maxAge: STAFF_SESSION_HOURS * 3600 });
}

/** Ends a staff session on the server (a sign-in replaces the request's old one this way). */
export async function dropStaffSession(db: Database, signedIn: SignedInStaff | null): Promise<void> {
  if (signedIn) await db.delete(staffSessions).where(eq(staffSessions.tokenHash, signedIn.tokenHash));
}

/** Ends the request's staff session on the server and in the browser (sign-out). */
export async function endStaffSession(c: Context<AppEnv>): Promise<void> {
  await dropStaffSession(c.get('db'), c.get('staff'));
  deleteCookie(c, STAFF_COOKIE, cookieOptions(c));
}

/** Ends every other session of a staff member (after a password change). */
export async function endOtherStaffSessions(db: Database, signedIn: SignedInStaff): Promise<void> {
  await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.staffId, signedIn.id), ne(staffSessions.tokenHash, signedIn.tokenHash)));
}
