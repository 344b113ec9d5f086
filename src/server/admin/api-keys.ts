/**
 * The integration API's keys (issue 17): `npm run apikey:add` makes one and prints it once;
 * `npm run apikey:revoke` ends one. Each is in the audit log, the key itself never.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  type ApiKeyErrorKey,
  type ApiKeyInput,
  type ApiKeyScope,
  validateApiKey,
} from '../../domain/admin/api-key-rules.ts';
import type { Database } from '../db/client.ts';
import { apiKeys } from '../db/schema/index.ts';
import { recordAudit } from './audit-log.ts';

/** Every key starts so: a key found in a log or a repository is recognised as this shop's. */
const KEY_PREFIX = 'tk_';
/** Characters of a key kept to tell keys apart: the prefix and five of its random ones. */
const SHOWN_LENGTH = KEY_PREFIX.length + 5;

/** What the table keeps of a key: its SHA-256, base64url. */
export function apiKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** The key made, shown once. */
export interface ApiKeyAdded {
  readonly id: number;
  readonly name: string;
  readonly scope: ApiKeyScope;
  readonly key: string;
}

/** What the command reports: the key made, or the message keys of the refusal. */
export type ApiKeyAddOutcome =
  | { added: ApiKeyAdded }
  | { refused: Partial<Record<keyof ApiKeyInput, ApiKeyErrorKey>> };

/** Makes a key of 256 random bits; a refusal (and its audit entry) for a bad name or scope. */
export async function addApiKey(db: Database, input: ApiKeyInput): Promise<ApiKeyAddOutcome> {
  const checked = validateApiKey(input);
  if (!checked.ok) {
    await recordAudit(db, {
      staffId: null,
      via: 'command',
      action: 'apiKey.add',
      after: { name: input.name, scope: input.scope, refusedFor: checked.errors },
      outcome: 'refused',
    });
    return { refused: checked.errors };
  }
  const { name, scope } = checked.value;
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const prefix = key.slice(0, SHOWN_LENGTH);
  const id = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [row] = await t
      .insert(apiKeys)
      .values({ name, scope, keyHash: apiKeyHash(key), prefix })
      .returning({ id: apiKeys.id });
    if (!row) throw new Error('The key insert returned nothing');
    await recordAudit(t, {
      staffId: null,
      via: 'command',
      action: 'apiKey.add',
      target: `apiKey:${row.id}`,
      after: { name, scope, prefix },
    });
    return row.id;
  });
  return { added: { id, name, scope, key } };
}

/** The key revoked; undefined when there is no such key or it was revoked already. */
export async function revokeApiKey(
  db: Database,
  id: number,
): Promise<{ id: number; name: string; prefix: string } | undefined> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [row] = await t
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, scope: apiKeys.scope });
    await recordAudit(t, {
      staffId: null,
      via: 'command',
      action: 'apiKey.revoke',
      target: `apiKey:${id}`,
      before: row ? { name: row.name, scope: row.scope, prefix: row.prefix, revoked: false } : undefined,
      after: row ? { revoked: true } : undefined,
      outcome: row ? 'done' : 'refused',
    });
    return row ? { id: row.id, name: row.name, prefix: row.prefix } : undefined;
  });
}

/** A key's input as the shop's control socket received it; undefined for anything else. */
export function apiKeyInputOf(value: unknown): ApiKeyInput | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { name, scope } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof scope === 'string' ? { name, scope } : undefined;
}
