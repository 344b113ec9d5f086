/**
 * The steps every /api/admin call passes: a signed-in staff member (401 otherwise), whose one-time
 * password is changed (403 otherwise, but for the calls that change it or end the session), and whose
 * role holds the call's right (403, and the attempt in the audit log).
 */
import { createMiddleware } from 'hono/factory';
import { roleCan, type StaffRight } from '../../domain/admin/staff-rules.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { recordAudit } from './audit-log.ts';

/** The calls a staff member with a one-time password may still make. */
const WITH_ONE_TIME_PASSWORD = new Set([
  'GET /api/admin/auth/me',
  'POST /api/admin/auth/password',
  'POST /api/admin/auth/logout',
]);

/** A signed-in staff member, with their one-time password changed unless the call is one of the above. */
export const staffSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  const signedIn = c.get('staff');
  if (!signedIn) return apiError(c, 401, 'admin.signInRequired');
  if (signedIn.passwordMustChange && !WITH_ONE_TIME_PASSWORD.has(`${c.req.method} ${c.req.path}`))
    return apiError(c, 403, 'admin.passwordChangeRequired');
  return next();
});

/** A call that needs `right`: refused (403, and logged) for a role without it. Behind staffSignedIn. */
export function staffMay(right: StaffRight) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const signedIn = c.get('staff');
    if (!signedIn) return apiError(c, 401, 'admin.signInRequired');
    if (!roleCan(signedIn.role, right)) {
      await recordAudit(c.get('db'), {
        staffId: signedIn.id,
        via: 'back-office',
        action: `${right}.access`,
        target: `${c.req.method} ${c.req.path}`,
        outcome: 'refused',
      });
      return apiError(c, 403, 'admin.notAllowed');
    }
    return next();
  });
}
