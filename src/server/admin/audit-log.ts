/** The audit log (audit_log): every change staff make, and every attempt the shop refused. */
import type { ErrorKey } from '../../contract/errors.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/** Who acted: a staff member in the back office, the integration API's key, or a command on the shop's machine. */
export interface AuditActor {
  readonly staffId: number | null;
  readonly apiKeyId?: number | null | undefined;
  readonly via: 'command' | 'back-office' | 'api-key';
}

/** One entry: who (staffId, null for a command on the shop's machine), through what, did what to what. */
export interface AuditEntry extends AuditActor {
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
    apiKeyId: entry.apiKeyId ?? null,
    via: entry.via,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    outcome: entry.outcome ?? 'done',
  });
}

/**
 * An action the shop turns down: the API's error key and status, and what the message needs. Thrown
 * inside an audited change, it rolls the change back and is logged as refused.
 */
export class ActionRefused extends Error {
  override name = 'ActionRefused';
  readonly key: ErrorKey;
  readonly status: 400 | 404 | 409 | 502;
  readonly params: Readonly<Record<string, string | number>>;
  constructor(
    key: ErrorKey,
    status: 400 | 404 | 409 | 502 = 409,
    params: Readonly<Record<string, string | number>> = {},
  ) {
    super(key);
    this.key = key;
    this.status = status;
    this.params = params;
  }
}

/** What an audited change gives back: its result, and the values before and after for the log. */
export interface AuditedChange<T> {
  readonly result: T;
  readonly before?: unknown;
  readonly after?: unknown;
}

/**
 * Runs a change in one transaction with its audit entry; a refusal (ActionRefused) rolls it back and
 * is logged as refused with its key, then thrown on to the caller.
 */
export async function audited<T>(
  db: Database,
  actor: AuditActor,
  action: string,
  target: string,
  change: (tx: Database) => Promise<AuditedChange<T>>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const done = await change(t);
      await recordAudit(t, { ...actor, action, target, before: done.before, after: done.after });
      return done.result;
    });
  } catch (err) {
    if (err instanceof ActionRefused)
      await recordAudit(db, { ...actor, action, target, after: { refusedFor: err.key }, outcome: 'refused' });
    throw err;
  }
}
