/**
 * Staff sign-in (issue 17), under /api/admin/auth: with the shop's protections (rate limits per
 * address and per account, counted before the hash; the same answer for an unknown e-mail and a
 * wrong password, in the same time), a session of its own (staff-sessions.ts), and the change of a
 * one-time password, which ends every other session; the optional TOTP second factor (staff-totp.ts),
 * turned on and off by the staff member. Each sign-in, failed or not, each password change and each
 * change of the second factor is in the audit log.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type {
  StaffAnswer,
  StaffPasswordForm,
  StaffSignInForm,
  StaffView,
  TotpDisableForm,
  TotpEnableForm,
  TotpSetupAnswer,
} from '../../contract/admin.ts';
import { isEmail, normaliseEmail } from '../../domain/account/account-validation.ts';
import { isCommonPassword } from '../../domain/account/common-passwords.ts';
import { isStaffPasswordLength } from '../../domain/admin/staff-rules.ts';
import { decoyHash } from '../auth/password.ts';
import type { Database } from '../db/client.ts';
import { staff, store } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { type LimitCheck, limitAttempt, refundAttempt } from '../http/attempt-limits.ts';
import { apiError } from '../http/errors.ts';
import { fieldOf } from '../http/form-fields.ts';
import { formBody } from '../http/parse.ts';
import { valid } from '../http/validate.ts';
import { recordAudit } from './audit-log.ts';
import { staffSignedIn } from './staff-guard.ts';
import {
  dropStaffSession,
  endOtherStaffSessions,
  endStaffSession,
  type SignedInStaff,
  startStaffSession,
} from './staff-sessions.ts';
import { acceptedTotpStep, newTotpSecret, totpAddress } from './staff-totp.ts';

/** The sign-in form: a well-formed e-mail and a password (anything else is a wrong sign-in). */
const signInForm = formBody
  .transform((form) => ({
    email: normaliseEmail(fieldOf<StaffSignInForm>(form, 'email')),
    password: fieldOf<StaffSignInForm>(form, 'password'),
    code: fieldOf<StaffSignInForm>(form, 'code').trim(),
  }))
  .refine((f) => isEmail(f.email) && f.password !== '');

/** The password change: the current password, and a new one by the staff password rules. */
const passwordForm = formBody
  .transform((form) => ({
    currentPassword: fieldOf<StaffPasswordForm>(form, 'currentPassword'),
    password: fieldOf<StaffPasswordForm>(form, 'password'),
  }))
  .pipe(
    z.object({
      currentPassword: z.string(),
      password: z
        .string()
        .refine(isStaffPasswordLength, { error: 'staff.invalid.passwordLength' })
        .refine((p) => !isCommonPassword(p), { error: 'staff.invalid.passwordCommon' }),
    }),
  );

/** Turning the second factor on: the app's code. Off: the password and a current code. */
const totpEnableForm = formBody.transform((form) => ({ code: fieldOf<TotpEnableForm>(form, 'code') }));
const totpDisableForm = formBody.transform((form) => ({
  currentPassword: fieldOf<TotpDisableForm>(form, 'currentPassword'),
  code: fieldOf<TotpDisableForm>(form, 'code'),
}));

function view(
  row: Pick<SignedInStaff, 'id' | 'email' | 'name' | 'role' | 'passwordMustChange' | 'totpEnabled'>,
): StaffView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    passwordMustChange: row.passwordMustChange,
    totpEnabled: row.totpEnabled,
  };
}

/**
 * Takes a code of the account's second factor once: the step it is of is written only if it is later
 * than the last one taken (two requests with the same code: one wins). False for a wrong, old or
 * used code.
 */
async function takeTotpCode(db: Database, row: typeof staff.$inferSelect, code: string): Promise<boolean> {
  if (!row.totpSecret) return false;
  const step = acceptedTotpStep(row.totpSecret, code, row.totpLastStep);
  if (step === null) return false;
  const taken = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, row.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return taken.length === 1;
}

async function staffByEmail(db: Database, email: string) {
  const [row] = await db.select().from(staff).where(eq(staff.email, email)).limit(1);
  return row;
}

/** Checks a password with the request's gate, giving the attempt's hits back if the gate fails. */
async function verified(c: Context<AppEnv>, password: string, hash: string, checks: readonly LimitCheck[]) {
  return c
    .get('passwords')
    .verify(password, hash)
    .catch(async (err: unknown) => {
      await refundAttempt(c, checks);
      throw err;
    });
}

/**
 * The signed-in staff member's account for a change that asks for their password or a code again:
 * the attempt counted against `password.confirm` first, then the row; the refusal's answer otherwise.
 */
async function confirmingStaff(c: Context<AppEnv>) {
  const signedIn = c.get('staff') as SignedInStaff;
  const db = c.get('db');
  const checks: LimitCheck[] = [['password.confirm', `staff:${signedIn.id}`]];
  const refused = await limitAttempt(c, checks, 'auth.tooManyAttempts');
  if (refused) return refused;
  const row = await staffByEmail(db, signedIn.email);
  if (!row) return apiError(c, 401, 'admin.signInRequired');
  return { signedIn, db, checks, row };
}

/** Turns an account's second factor on (its secret confirmed) or off (the secret dropped), with its audit entry. */
async function switchTotp(db: Database, staffId: number, on: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t
      .update(staff)
      .set(on ? { totpEnabled: true } : { totpEnabled: false, totpSecret: null, totpLastStep: null })
      .where(eq(staff.id, staffId));
    await recordAudit(t, {
      staffId,
      via: 'back-office',
      action: on ? 'staff.totpOn' : 'staff.totpOff',
      target: `staff:${staffId}`,
      before: { totpEnabled: !on },
      after: { totpEnabled: on },
    });
  });
}

/** Sign-in, sign-out, the signed-in staff member, and the password change. */
export const staffAuthRoutes = new Hono<AppEnv>()
  .post('/login', valid('form', signInForm, { status: 401, key: 'auth.wrongCredentials' }), async (c) => {
    const { email, password, code } = c.req.valid('form');
    const db = c.get('db');
    const checks: LimitCheck[] = [
      ['staff.address', c.get('clientAddress')],
      ['staff.account', email],
    ];
    const refused = await limitAttempt(c, checks, 'auth.tooManyAttempts');
    if (refused) return refused;
    const row = await staffByEmail(db, email);
    // An unknown e-mail is checked against the decoy: both answers take as long.
    const ok = await verified(c, password, row?.passwordHash ?? (await decoyHash()), checks);
    if (!row || !ok) {
      await recordAudit(db, {
        staffId: row?.id ?? null,
        via: 'back-office',
        action: 'staff.signIn',
        after: { email },
        outcome: 'refused',
      });
      return apiError(c, 401, 'auth.wrongCredentials');
    }
    if (row.totpEnabled) {
      // The password was right: asking for the code is not a failure, but every code tried is.
      if (code === '') {
        await refundAttempt(c, checks);
        return apiError(c, 401, 'admin.totpRequired');
      }
      if (!(await takeTotpCode(db, row, code))) {
        await recordAudit(db, {
          staffId: row.id,
          via: 'back-office',
          action: 'staff.signIn',
          target: `staff:${row.id}`,
          after: { refusedFor: 'admin.totpWrongCode' },
          outcome: 'refused',
        });
        return apiError(c, 401, 'admin.totpWrongCode');
      }
    }
    await refundAttempt(c, checks);
    await dropStaffSession(db, c.get('staff'));
    await startStaffSession(c, row.id);
    await recordAudit(db, {
      staffId: row.id,
      via: 'back-office',
      action: 'staff.signIn',
      target: `staff:${row.id}`,
    });
    return c.json({ staff: view({ ...row, role: row.role as StaffView['role'] }) } satisfies StaffAnswer);
  })
  .post('/logout', async (c) => {
    await endStaffSession(c);
    return c.json({ ok: true });
  })
  .get('/me', staffSignedIn, (c) =>
    c.json({ staff: view(c.get('staff') as SignedInStaff) } satisfies StaffAnswer),
  )
  .post('/password', staffSignedIn, valid('form', passwordForm), async (c) => {
    const { currentPassword, password } = c.req.valid('form');
    const account = await confirmingStaff(c);
    if (account instanceof Response) return account;
    const { signedIn, db, checks, row } = account;
    if (!(await verified(c, currentPassword, row.passwordHash, checks))) {
      await recordAudit(db, {
        staffId: signedIn.id,
        via: 'back-office',
        action: 'staff.password',
        target: `staff:${signedIn.id}`,
        outcome: 'refused',
      });
      return apiError(c, 403, 'auth.wrongCurrentPassword');
    }
    await c.get('rateLimiter').reset('password.confirm', `staff:${signedIn.id}`);
    if (password === currentPassword) return apiError(c, 400, 'admin.passwordUnchanged');
    const passwordHash = await c.get('passwords').hash(password);
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await t.update(staff).set({ passwordHash, passwordMustChange: false }).where(eq(staff.id, signedIn.id));
      await endOtherStaffSessions(t, signedIn);
      await recordAudit(t, {
        staffId: signedIn.id,
        via: 'back-office',
        action: 'staff.password',
        target: `staff:${signedIn.id}`,
        before: { passwordMustChange: row.passwordMustChange },
        after: { passwordMustChange: false },
      });
    });
    return c.json({ staff: view({ ...signedIn, passwordMustChange: false }) } satisfies StaffAnswer);
  })
  // Second factor on, in two steps: a new secret shown once, then a code from the app confirms it.
  .post('/totp/setup', staffSignedIn, async (c) => {
    const signedIn = c.get('staff') as SignedInStaff;
    if (signedIn.totpEnabled) return apiError(c, 409, 'admin.totpAlreadyOn');
    const secret = newTotpSecret();
    const db = c.get('db');
    await db.update(staff).set({ totpSecret: secret, totpLastStep: null }).where(eq(staff.id, signedIn.id));
    const [shop] = await db.select({ name: store.name }).from(store).limit(1);
    return c.json({
      secret,
      address: totpAddress(secret, signedIn.email, shop?.name || 'Mağaza'),
    } satisfies TotpSetupAnswer);
  })
  .post('/totp/enable', staffSignedIn, valid('form', totpEnableForm), async (c) => {
    const account = await confirmingStaff(c);
    if (account instanceof Response) return account;
    const { signedIn, db, checks, row } = account;
    if (row.totpEnabled) return apiError(c, 409, 'admin.totpAlreadyOn');
    if (!row.totpSecret) return apiError(c, 409, 'admin.totpNotStarted');
    if (!(await takeTotpCode(db, row, c.req.valid('form').code)))
      return apiError(c, 400, 'admin.totpWrongCode');
    await refundAttempt(c, checks);
    await switchTotp(db, signedIn.id, true);
    return c.json({ staff: view({ ...signedIn, totpEnabled: true }) } satisfies StaffAnswer);
  })
  .post('/totp/disable', staffSignedIn, valid('form', totpDisableForm), async (c) => {
    const { currentPassword, code } = c.req.valid('form');
    const account = await confirmingStaff(c);
    if (account instanceof Response) return account;
    const { signedIn, db, checks, row } = account;
    if (!row.totpEnabled) return apiError(c, 409, 'admin.totpOff');
    if (!(await verified(c, currentPassword, row.passwordHash, checks)))
      return apiError(c, 403, 'auth.wrongCurrentPassword');
    if (!(await takeTotpCode(db, row, code))) return apiError(c, 400, 'admin.totpWrongCode');
    await refundAttempt(c, checks);
    await switchTotp(db, signedIn.id, false);
    return c.json({ staff: view({ ...signedIn, totpEnabled: false }) } satisfies StaffAnswer);
  });
