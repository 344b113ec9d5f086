import { describe, expect, test } from 'vitest';
import { nextShopTime, parseTimeOfDay } from '../../src/domain/rebuild-time.ts';
import { rebuildAtFromEnv, rebuildDelayMsFromEnv } from '../../src/server/config.ts';

const HALF_PAST_THREE = { hour: 3, minute: 30 };

describe('the nightly rebuild time (REBUILD_AT, Istanbul time)', () => {
  test('reads HH:MM and H:MM within the day, nothing else', () => {
    expect(parseTimeOfDay('03:30')).toEqual(HALF_PAST_THREE);
    expect(parseTimeOfDay('3:30')).toEqual(HALF_PAST_THREE);
    expect(parseTimeOfDay(' 23:59 ')).toEqual({ hour: 23, minute: 59 });
    expect(parseTimeOfDay('00:00')).toEqual({ hour: 0, minute: 0 });
    for (const bad of ['24:00', '03:60', '3.30', '0330', '03:3', 'gece', '', '-1:30'])
      expect(parseTimeOfDay(bad), bad).toBeUndefined();
  });

  test('03:30 in Istanbul is 00:30 UTC: later the same night, or the next night once it has passed', () => {
    // 02:10 in Istanbul.
    expect(nextShopTime(new Date('2026-11-26T23:10:00Z'), HALF_PAST_THREE).toISOString()).toBe(
      '2026-11-27T00:30:00.000Z',
    );
    // Exactly 03:30: the next one is tomorrow's.
    expect(nextShopTime(new Date('2026-11-27T00:30:00Z'), HALF_PAST_THREE).toISOString()).toBe(
      '2026-11-28T00:30:00.000Z',
    );
    // 14:00 in Istanbul.
    expect(nextShopTime(new Date('2026-11-27T11:00:00Z'), HALF_PAST_THREE).toISOString()).toBe(
      '2026-11-28T00:30:00.000Z',
    );
  });

  test("the shop's calendar day counts, not the server's: 22:30 UTC is already 01:30 the next day in Istanbul", () => {
    expect(nextShopTime(new Date('2026-12-31T22:30:00Z'), HALF_PAST_THREE).toISOString()).toBe(
      '2027-01-01T00:30:00.000Z',
    );
    // 23:45 Istanbul is 20:45 UTC the same day.
    expect(nextShopTime(new Date('2026-03-01T12:00:00Z'), { hour: 23, minute: 45 }).toISOString()).toBe(
      '2026-03-01T20:45:00.000Z',
    );
    // Midnight in Istanbul is 21:00 UTC the day before.
    expect(nextShopTime(new Date('2026-03-01T12:00:00Z'), { hour: 0, minute: 0 }).toISOString()).toBe(
      '2026-03-01T21:00:00.000Z',
    );
  });

  test('REBUILD_AT: 03:30 unless set, off turns it off, a mistake is one line', () => {
    expect(rebuildAtFromEnv({})).toEqual(HALF_PAST_THREE);
    expect(rebuildAtFromEnv({ REBUILD_AT: '04:15' })).toEqual({ hour: 4, minute: 15 });
    expect(rebuildAtFromEnv({ REBUILD_AT: 'off' })).toBe('off');
    expect(rebuildAtFromEnv({ REBUILD_AT: 'OFF' })).toBe('off');
    expect(() => rebuildAtFromEnv({ REBUILD_AT: '25:00' })).toThrow(
      'REBUILD_AT must be a time of day in Istanbul as HH:MM (e.g. 03:30), or off, not "25:00"',
    );
  });

  test('REBUILD_DELAY: seconds, 300 unless set', () => {
    expect(rebuildDelayMsFromEnv({})).toBe(300_000);
    expect(rebuildDelayMsFromEnv({ REBUILD_DELAY: '60' })).toBe(60_000);
    expect(rebuildDelayMsFromEnv({ REBUILD_DELAY: '0' })).toBe(0);
    expect(() => rebuildDelayMsFromEnv({ REBUILD_DELAY: '5m' })).toThrow(
      'REBUILD_DELAY must be a number of seconds (e.g. 300), not "5m"',
    );
  });
});
