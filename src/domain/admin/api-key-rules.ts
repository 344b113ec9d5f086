/**
 * The integration API's keys (issue 17): an ERP or another program calls /api/admin/ with one, as
 * `Authorization: Bearer <key>`. A `read` key reads (new orders, to invoice them); a `write` key also
 * changes (shipments, payments received, stock).
 */
import { charCount, type FieldErrors, settle, type Validation } from '../validation-result.ts';

/** The scopes of a key. */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Whether a key of `scope` may make a call that needs `need`. */
export function scopeAllows(scope: ApiKeyScope, need: ApiKeyScope): boolean {
  return scope === 'write' || need === 'read';
}

/** Whether a text names a scope. */
export function isApiKeyScope(value: string): value is ApiKeyScope {
  return (API_KEY_SCOPES as readonly string[]).includes(value);
}

/** The longest key name, in characters: what it is for ("Logo Tiger ERP"), shown in the back office. */
export const API_KEY_NAME_MAX = 100;

export type ApiKeyErrorKey = 'apiKey.invalid.name' | 'apiKey.invalid.scope';

/** A new key as asked for. */
export interface ApiKeyInput {
  readonly name: string;
  readonly scope: string;
}

/** Checks a new key: a name saying what it is for, and a scope. */
export function validateApiKey(
  input: ApiKeyInput,
): Validation<keyof ApiKeyInput, ApiKeyErrorKey, { name: string; scope: ApiKeyScope }> {
  const errors: FieldErrors<keyof ApiKeyInput, ApiKeyErrorKey> = {};
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (name === '' || charCount(name) > API_KEY_NAME_MAX || /\p{Cc}/u.test(name))
    errors.name = 'apiKey.invalid.name';
  if (!isApiKeyScope(input.scope)) errors.scope = 'apiKey.invalid.scope';
  return settle(errors, () => ({ name, scope: input.scope as ApiKeyScope }));
}
