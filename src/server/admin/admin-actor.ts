/**
 * Who calls /api/admin: a staff member signed in to the back office (the `staff` cookie), or a program
 * with an integration API key (`Authorization: Bearer tk_…`, made with `npm run apikey:add`). A call
 * with a key is the key's alone: the cookie is not read, so a key's calls never ride a browser's
 * session, and a browser's cookie never lends a key's rights. A key serves the ERP's work (orders
 * and products) within its scope; staff, settings and keys are for staff only.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type ApiKeyScope, scopeAllows } from '../../domain/admin/api-key-rules.ts';
import type { StaffRight } from '../../domain/admin/staff-rules.ts';
import { apiKeys } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import type { OrderActor } from '../orders/staff-order-actions.ts';
import { apiKeyHash } from './api-keys.ts';
import { recordAudit } from './audit-log.ts';
import { staffMay, staffSignedIn } from './staff-guard.ts';
import { loadStaff } from './staff-sessions.ts';

/** The API key a call came with. */
export interface CallingApiKey {
  readonly id: number;
  readonly name: string;
  readonly scope: ApiKeyScope;
}

/** The rights a key can hold (within its scope); the others are the staff's. */
const KEY_RIGHTS: ReadonlySet<StaffRight> = new Set(['orders', 'products']);

/** The longest Authorization header read: a key is 46 characters. */
const AUTHORIZATION_MAX = 200;

/**
 * Middleware step: reads the caller. With an Authorization header, its Bearer key (401 when it is
 * not a live key); else the staff cookie.
 */
export const loadCaller = createMiddleware<AppEnv>(async (c, next) => {
  c.set('apiKey', null);
  const authorization = c.req.header('authorization');
  if (authorization === undefined) {
    await loadStaff(c);
    return next();
  }
  c.set('staff', null);
  const match = /^Bearer ([\w-]{1,100})$/i.exec(authorization.trim());
  const key = match && authorization.length <= AUTHORIZATION_MAX ? await liveKey(c, match[1] ?? '') : null;
  if (!key) {
    c.header('www-authenticate', 'Bearer realm="admin"');
    return apiError(c, 401, 'admin.apiKeyInvalid');
  }
  c.set('apiKey', key);
  return next();
});

async function liveKey(c: Context<AppEnv>, key: string): Promise<CallingApiKey | null> {
  const [row] = await c
    .get('db')
    .select({ id: apiKeys.id, name: apiKeys.name, scope: apiKeys.scope })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, apiKeyHash(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row ? { ...row, scope: row.scope as ApiKeyScope } : null;
}

/**
 * A call that needs `right`, and `need` of a key's scope: a staff member's role must hold the right
 * (behind the staff sign-in's checks); a key must be for the ERP's rights and its scope allow `need`.
 * A refusal answers 403 and goes to the audit log.
 */
export function adminMay(right: StaffRight, need: ApiKeyScope) {
  const forKey = createMiddleware<AppEnv>(async (c, next) => {
    const key = c.get('apiKey') as CallingApiKey;
    if (KEY_RIGHTS.has(right) && scopeAllows(key.scope, need)) return next();
    await recordAudit(c.get('db'), {
      staffId: null,
      apiKeyId: key.id,
      via: 'api-key',
      action: `${right}.access`,
      target: `${c.req.method} ${c.req.path}`,
      after: { scope: key.scope, needs: KEY_RIGHTS.has(right) ? need : 'staff' },
      outcome: 'refused',
    });
    return KEY_RIGHTS.has(right)
      ? apiError(c, 403, 'admin.scopeNotAllowed')
      : apiError(c, 403, 'admin.notAllowed');
  });
  const forStaff = staffMay(right);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.get('apiKey')) return forKey(c, next);
    let signedIn = false;
    const refused = await staffSignedIn(c, async () => {
      signedIn = true;
    });
    return signedIn ? forStaff(c, next) : refused;
  });
}

/** Who makes a call behind adminMay, as the audit log and an order's notes name them. */
export function actorOf(c: Context<AppEnv>): OrderActor {
  const key = c.get('apiKey');
  if (key) return { staffId: null, apiKeyId: key.id, via: 'api-key', name: `API: ${key.name}` };
  const signedIn = c.get('staff');
  if (!signedIn) throw new Error('actorOf is called behind adminMay only');
  return { staffId: signedIn.id, via: 'back-office', name: signedIn.name };
}
