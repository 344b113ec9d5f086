import { describe, expect, test } from 'vitest';
import { buildsToRemove, rollbackTarget } from '../../scripts/lib/site-builds/build-retention.ts';

const MON = '2026-11-23T00-30-00.000Z';
const TUE = '2026-11-24T00-30-00.000Z';
const WED = '2026-11-25T00-30-00.000Z';
const THU = '2026-11-26T00-30-00.000Z';
const FRI = '2026-11-27T00-30-00.000Z';
const complete = (...ids: string[]) => ids.map((id) => ({ id, complete: true }));

describe('which builds are kept', () => {
  test('the newest three complete builds stay; older ones go', () => {
    expect(buildsToRemove(complete(MON, TUE, WED, THU, FRI), FRI, undefined)).toEqual([MON, TUE]);
    expect(buildsToRemove(complete(WED, THU, FRI), FRI, undefined)).toEqual([]);
  });

  test('the served build stays even when it is older (after a rollback)', () => {
    expect(buildsToRemove(complete(MON, TUE, WED, THU, FRI), TUE, undefined)).toEqual([MON]);
  });

  test('a folder that never became complete goes, unless it is the build being made', () => {
    const folders = [
      ...complete(WED, THU),
      { id: '2026-11-26T10-00-00.000Z', complete: false },
      ...complete(FRI),
    ];
    expect(buildsToRemove(folders, FRI, undefined)).toEqual(['2026-11-26T10-00-00.000Z']);
    const building = { id: '2026-11-27T12-00-00.000Z', complete: false };
    expect(buildsToRemove([...complete(WED, THU, FRI), building], FRI, building.id)).toEqual([]);
  });
});

describe('what build:rollback serves', () => {
  test('the newest build older than the served one; again and again further back', () => {
    const kept = [WED, FRI, THU];
    expect(rollbackTarget(kept, FRI)).toBe(THU);
    expect(rollbackTarget(kept, THU)).toBe(WED);
    expect(rollbackTarget(kept, WED)).toBeUndefined();
  });

  test('nothing to roll back to without a served build or an older one', () => {
    expect(rollbackTarget([FRI], FRI)).toBeUndefined();
    expect(rollbackTarget([THU, FRI], undefined)).toBeUndefined();
  });
});
