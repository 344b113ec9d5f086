/**
 * GET /api/admin/audit-log (owners): the audit log, newest first, a page at a time: who (the staff
 * member's or the key's name, or a command), when, what, on what, before and after, done or refused;
 * filtered by action, target and outcome.
 */
import { and, desc, eq, lt } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AuditEntryView, AuditLogPage } from '../../contract/admin.ts';
import { apiKeys, auditLog, staff } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { valid } from '../http/validate.ts';
import { adminMay } from './admin-actor.ts';
import { auditQuery } from './admin-inputs.ts';

const DEFAULT_PAGE = 50;

export const auditLogRoutes = new Hono<AppEnv>().get(
  '/',
  adminMay('staff', 'read'),
  valid('query', auditQuery, {
    key: 'admin.invalid.filter',
    params: { field: 'action, target, outcome, cursor, limit' },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const limit = query.limit ?? DEFAULT_PAGE;
    const rows = await c
      .get('db')
      .select({
        entry: auditLog,
        staffName: staff.name,
        keyName: apiKeys.name,
      })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .leftJoin(apiKeys, eq(apiKeys.id, auditLog.apiKeyId))
      .where(
        and(
          query.action ? eq(auditLog.action, query.action) : undefined,
          query.target ? eq(auditLog.target, query.target) : undefined,
          query.outcome ? eq(auditLog.outcome, query.outcome) : undefined,
          query.cursor ? lt(auditLog.id, query.cursor) : undefined,
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const entries = page.map(
      ({ entry, staffName, keyName }): AuditEntryView => ({
        id: entry.id,
        at: entry.at.toISOString(),
        via: entry.via as AuditEntryView['via'],
        staff: entry.staffId === null ? null : { id: entry.staffId, name: staffName ?? '' },
        apiKey: entry.apiKeyId === null ? null : { id: entry.apiKeyId, name: keyName ?? '' },
        action: entry.action,
        target: entry.target,
        before: entry.before ?? null,
        after: entry.after ?? null,
        outcome: entry.outcome as AuditEntryView['outcome'],
      }),
    );
    const last = page[page.length - 1];
    return c.json({
      entries,
      next: rows.length > limit && last ? String(last.entry.id) : null,
    } satisfies AuditLogPage);
  },
);
