import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { runPeriodically } from '../../src/server/jobs/periodic.ts';

describe('runPeriodically (the sweep timer of npm start)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('runs at once, then every interval, never two runs at a time, until stopped', async () => {
    let runs = 0;
    let release = () => {};
    const task = vi.fn(async () => {
      runs += 1;
      if (runs === 2) await new Promise<void>((done) => (release = done));
    });
    const periodic = runPeriodically(task, 1000, () => {});
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2);
    // The second run is still going: the ticks meanwhile are skipped.
    await vi.advanceTimersByTimeAsync(3000);
    expect(task).toHaveBeenCalledTimes(2);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(3);
    await periodic.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  test('a failed run is reported and the next tick runs again', async () => {
    const errors: unknown[] = [];
    const task = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const periodic = runPeriodically(task, 1000, (err) => errors.push(err));
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual([new Error('database away')]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2);
    await periodic.stop();
  });

  test('stop waits for the run in progress', async () => {
    let finished = false;
    const periodic = runPeriodically(
      () =>
        new Promise<void>((done) =>
          setTimeout(() => {
            finished = true;
            done();
          }, 500),
        ),
      10_000,
      () => {},
    );
    const stopped = periodic.stop();
    await vi.advanceTimersByTimeAsync(500);
    await stopped;
    expect(finished).toBe(true);
  });
});
