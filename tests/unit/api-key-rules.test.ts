import { describe, expect, test } from 'vitest';
import { scopeAllows, validateApiKey } from '../../src/domain/admin/api-key-rules.ts';

describe('integration API keys', () => {
  test('a read key reads; a write key reads and changes', () => {
    expect(scopeAllows('read', 'read')).toBe(true);
    expect(scopeAllows('read', 'write')).toBe(false);
    expect(scopeAllows('write', 'read')).toBe(true);
    expect(scopeAllows('write', 'write')).toBe(true);
  });

  test('a key has a name of what it is for, at most 100 characters, and a scope', () => {
    expect(validateApiKey({ name: '  Logo   Tiger ERP ', scope: 'write' })).toMatchObject({
      ok: true,
      value: { name: 'Logo Tiger ERP', scope: 'write' },
    });
    expect(validateApiKey({ name: ' ', scope: 'admin' }).errors).toEqual({
      name: 'apiKey.invalid.name',
      scope: 'apiKey.invalid.scope',
    });
    expect(validateApiKey({ name: 'ç'.repeat(101), scope: 'read' }).errors).toEqual({
      name: 'apiKey.invalid.name',
    });
  });
});
