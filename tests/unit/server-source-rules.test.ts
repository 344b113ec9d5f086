import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

// Rules of the API's source that no type can state: each names the one module allowed to do a thing,
// and finds any other module that does it.
const SERVER = join(import.meta.dirname, '../../src/server');

/** Every TypeScript module of src/server, as [path under src/server, text]. */
function serverModules(): [string, string][] {
  return readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => [relative(SERVER, join(SERVER, file)), readFileSync(join(SERVER, file), 'utf8')]);
}

/** The modules whose text matches a pattern. */
function modulesMatching(pattern: RegExp): string[] {
  return serverModules()
    .filter(([, text]) => pattern.test(text))
    .map(([path]) => path)
    .sort();
}

describe('the rules of the API’s source', () => {
  test('only the input guard reads a request body: handlers take what it checked (parse.ts)', () => {
    const readsBody = /\breq(?:\.raw)?\.(?:json|text|parseBody|formData|arrayBuffer|blob)\s*\(/;
    expect(modulesMatching(readsBody)).toEqual(['http/input-guard.ts']);
  });

  test("a request’s passwords are hashed and checked through the gate (c.get('passwords')), never directly", () => {
    // The gate's default hasher, password.ts itself (its one decoy hash per process) and the demo seed.
    expect(modulesMatching(/\b(?:hashPassword|verifyPassword)\b/)).toEqual([
      'auth/password-gate.ts',
      'auth/password.ts',
      'seed/index.ts',
    ]);
  });

  test('only the security headers set no-store: every answer that read a session gets it there', () => {
    expect(modulesMatching(/no-store/i)).toEqual(['http/security-headers.ts']);
  });
});
