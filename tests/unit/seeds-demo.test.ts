import { describe, expect, it } from 'vitest';
import { seedsDemo } from '../../scripts/lib/prepare-db.ts';
import { DbConfigError } from '../../src/server/db/client.ts';

describe('seedsDemo: who gets the demo shop and its published account', () => {
  const postgres = 'postgres://shop@db.example/shop';

  it('the embedded quick start does; a PostgreSQL database does not', () => {
    expect(seedsDemo({})).toBe(true);
    expect(seedsDemo({ DATABASE_URL: '  ' })).toBe(true);
    expect(seedsDemo({ DATABASE_URL: postgres })).toBe(false);
  });

  it('SEED_DEMO=1 asks for it anywhere, SEED_DEMO=0 refuses it anywhere', () => {
    expect(seedsDemo({ DATABASE_URL: postgres, SEED_DEMO: '1' })).toBe(true);
    expect(seedsDemo({ SEED_DEMO: '0' })).toBe(false);
    expect(seedsDemo({ DATABASE_URL: postgres, SEED_DEMO: '' })).toBe(false);
  });

  it('any other SEED_DEMO is a configuration error, never a guess', () => {
    expect(() => seedsDemo({ SEED_DEMO: 'yes' })).toThrow(DbConfigError);
    expect(() => seedsDemo({ SEED_DEMO: 'yes' })).toThrow('SEED_DEMO must be 1 or 0, not "yes"');
  });
});
