import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { BuildTrigger } from '../../scripts/lib/site-builds/build-record.ts';
import { type RunOutcome, scheduleRebuilds } from '../../scripts/lib/site-builds/rebuild-schedule.ts';

const MINUTE = 60_000;

/** A builder that records what it was asked, answering `busy` while a build is held open. */
function recordingBuilder() {
  const runs: { trigger: BuildTrigger; at: string }[] = [];
  let outcome: RunOutcome = 'ok';
  return {
    runs,
    answer(next: RunOutcome) {
      outcome = next;
    },
    run: async (trigger: BuildTrigger) => {
      runs.push({ trigger, at: new Date().toISOString() });
      return outcome;
    },
  };
}

describe('when npm start rebuilds the site', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 14:00 in Istanbul.
    vi.setSystemTime(new Date('2026-11-27T11:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('an import of several files in a row makes one rebuild, five minutes after the last', async () => {
    const builder = recordingBuilder();
    const schedule = scheduleRebuilds({ at: 'off', delayMs: 5 * MINUTE, run: builder.run });
    expect(schedule.requestRebuild('import').toISOString()).toBe('2026-11-27T11:05:00.000Z');
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    schedule.requestRebuild('import');
    await vi.advanceTimersByTimeAsync(4 * MINUTE);
    expect(schedule.requestRebuild('import').toISOString()).toBe('2026-11-27T11:12:00.000Z');
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(builder.runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(builder.runs).toEqual([{ trigger: 'import', at: '2026-11-27T11:12:00.000Z' }]);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(builder.runs).toHaveLength(1);
    schedule.stop();
  });

  test('a request that meets a build already running is built again after the delay', async () => {
    const builder = recordingBuilder();
    const schedule = scheduleRebuilds({ at: 'off', delayMs: 5 * MINUTE, run: builder.run });
    builder.answer('busy');
    schedule.requestRebuild('import');
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    builder.answer('ok');
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(builder.runs).toEqual([
      { trigger: 'import', at: '2026-11-27T11:05:00.000Z' },
      { trigger: 'import', at: '2026-11-27T11:10:00.000Z' },
    ]);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(builder.runs).toHaveLength(2);
    schedule.stop();
  });

  test("every night at REBUILD_AT on the shop's clock (03:30 Istanbul is 00:30 UTC)", async () => {
    const builder = recordingBuilder();
    const schedule = scheduleRebuilds({ at: { hour: 3, minute: 30 }, delayMs: 5 * MINUTE, run: builder.run });
    expect(schedule.nextNightly()?.toISOString()).toBe('2026-11-28T00:30:00.000Z');
    await vi.advanceTimersByTimeAsync(2 * 24 * 60 * MINUTE);
    expect(builder.runs).toEqual([
      { trigger: 'schedule', at: '2026-11-28T00:30:00.000Z' },
      { trigger: 'schedule', at: '2026-11-29T00:30:00.000Z' },
    ]);
    expect(schedule.nextNightly()?.toISOString()).toBe('2026-11-30T00:30:00.000Z');
    schedule.stop();
  });

  test('off and stopped: nothing runs, and a failed build does not stop the next night', async () => {
    const builder = recordingBuilder();
    const off = scheduleRebuilds({ at: 'off', delayMs: MINUTE, run: builder.run });
    expect(off.nextNightly()).toBeUndefined();
    off.requestRebuild('import');
    off.stop();
    await vi.advanceTimersByTimeAsync(3 * 24 * 60 * MINUTE);
    expect(builder.runs).toEqual([]);

    builder.answer('failed');
    const nightly = scheduleRebuilds({ at: { hour: 3, minute: 30 }, delayMs: MINUTE, run: builder.run });
    await vi.advanceTimersByTimeAsync(2 * 24 * 60 * MINUTE);
    expect(builder.runs.map((r) => r.at)).toEqual(['2026-12-01T00:30:00.000Z', '2026-12-02T00:30:00.000Z']);
    nightly.stop();
  });
});
