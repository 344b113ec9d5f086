import { describe, expect, test } from 'vitest';
import {
  type BuildEntry,
  builtSince,
  durationText,
  firstLine,
  recordBuild,
  statusText,
  withoutRunning,
} from '../../scripts/lib/site-builds/build-record.ts';

const NIGHT: BuildEntry = {
  id: '2026-11-27T00-30-00.012Z',
  trigger: 'schedule',
  startedAt: '2026-11-27T00:30:00.012Z',
  ms: 252_400,
  pages: 4212,
  outcome: 'ok',
};
const IMPORT: BuildEntry = {
  id: '2026-11-27T11-05-00.000Z',
  trigger: 'import',
  startedAt: '2026-11-27T11:05:00.000Z',
  ms: 48_250,
  outcome: 'failed',
  error: 'Expected "slug" to be a string',
};

describe('the record of the last builds', () => {
  test('a build is added first and updated in place when it ends', () => {
    const running: BuildEntry = { ...IMPORT, outcome: 'running', ms: undefined, error: undefined };
    const log = recordBuild([NIGHT], running);
    expect(log.map((e) => e.outcome)).toEqual(['running', 'ok']);
    expect(recordBuild(log, IMPORT)).toEqual([IMPORT, NIGHT]);
  });

  test('keeps the last twenty', () => {
    let log: BuildEntry[] = [];
    for (let day = 1; day <= 25; day++) {
      const startedAt = `2026-11-${String(day).padStart(2, '0')}T00:30:00.000Z`;
      log = recordBuild(log, { ...NIGHT, id: startedAt.replace(/:/g, '-'), startedAt });
    }
    expect(log).toHaveLength(20);
    expect(log[0]?.startedAt).toBe('2026-11-25T00:30:00.000Z');
    expect(log.at(-1)?.startedAt).toBe('2026-11-06T00:30:00.000Z');
  });

  test('a build still running when no build can be is one a dead process left', () => {
    expect(withoutRunning([{ ...IMPORT, outcome: 'running' }, NIGHT]).map((e) => e.outcome)).toEqual([
      'interrupted',
      'ok',
    ]);
  });

  test('an error is told by its first line; durations as the owner reads them', () => {
    expect(firstLine('\n  [ERROR] Could not render /elektronik\n    at render (file.js:1)')).toBe(
      '[ERROR] Could not render /elektronik',
    );
    expect(firstLine('x'.repeat(300))).toHaveLength(160);
    expect(durationText(48_250)).toBe('48.3 s');
    expect(durationText(252_400)).toBe('4 min 12 s');
  });
});

describe('npm run build:status', () => {
  test('the served build, the rollback target, and a table of the builds in Istanbul time', () => {
    const text = statusText([IMPORT, NIGHT], NIGHT.id, '2026-11-26T00-30-00.000Z');
    expect(text.split('\n')).toEqual([
      'Served build:    2026-11-27T00-30-00.012Z',
      'Rollback target: 2026-11-26T00-30-00.000Z (npm run build:rollback)',
      '',
      'Started (Istanbul)   Trigger   Took        Pages  Build                              Outcome',
      '2026-11-27 14:05:00  import    48.3 s      -      2026-11-27T11-05-00.000Z           failed: Expected "slug" to be a string',
      '2026-11-27 03:30:00  schedule  4 min 12 s  4212   2026-11-27T00-30-00.012Z (served)  ok',
    ]);
  });

  test('before the first build', () => {
    expect(statusText([], undefined, undefined)).toBe(
      'Served build:    none (run npm run build)\nRollback target: none\n\nNo builds recorded yet.',
    );
  });
});

describe('a rebuild request already served by a build started since', () => {
  const request = new Date('2026-11-27T11:00:00.000Z');
  test('a build started at or after the request that succeeded or still runs stands for it', () => {
    expect(builtSince([IMPORT], request)).toBe(false);
    expect(builtSince([{ ...IMPORT, outcome: 'ok' }], request)).toBe(true);
    expect(builtSince([{ ...IMPORT, outcome: 'running' }], request)).toBe(true);
  });
  test('one started before the request read the catalog before the change', () => {
    expect(builtSince([NIGHT], request)).toBe(false);
  });
});
