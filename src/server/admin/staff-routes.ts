/** The staff list (owners only): who may sign in to the back office, with their roles. */
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { StaffListAnswer } from '../../contract/admin.ts';
import type { StaffRole } from '../../domain/admin/staff-rules.ts';
import { staff } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { adminMay } from './admin-actor.ts';

/** GET /api/admin/staff. */
export const staffRoutes = new Hono<AppEnv>().get('/', adminMay('staff', 'read'), async (c) => {
  const rows = await c
    .get('db')
    .select({
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      passwordMustChange: staff.passwordMustChange,
      totpEnabled: staff.totpEnabled,
      createdAt: staff.createdAt,
    })
    .from(staff)
    .orderBy(asc(staff.id));
  return c.json({
    staff: rows.map((r) => ({ ...r, role: r.role as StaffRole, createdAt: r.createdAt.toISOString() })),
  } satisfies StaffListAnswer);
});
