/** The audit log (audit_log): every change staff make, and every attempt the shop refused. */
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/** One entry: who (staffId, null for a command on the shop's machine), through what, did what to what. */
export interface AuditEntry {
  readonly staffId: number | null;
  /** A command on the shop's machine, or the back office (a staff session). */
  readonly via: 'command' | 'back-office';
  readonly action: string;
  readonly target?: string | undefined;
  readonly before?: unknown;
  readonly after?: unknown;
  readonly outcome?: 'done' | 'refused';
}

/** Adds an entry; in the changing transaction when `db` is one, so a change and its entry go together. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    staffId: entry.staffId,
    via: entry.via,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    outcome: entry.outcome ?? 'done',
  });
}
