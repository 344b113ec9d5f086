/**
 * When `npm start` rebuilds the site by itself: every night at REBUILD_AT on the shop's clock, and a
 * while (REBUILD_DELAY) after the last rebuild request, so that an import of many files in a row
 * makes one build. A request that meets a build already running is kept: that build may have read
 * the catalog before the import, so another follows. Timers never keep the process alive.
 */
import { nextShopTime, type TimeOfDay } from '../../../src/domain/rebuild-time.ts';
import type { BuildTrigger } from './build-record.ts';

/** How a build asked for ended: `busy` when another build was running. */
export type RunOutcome = 'ok' | 'failed' | 'busy';

export interface RebuildScheduleOptions {
  /** The nightly time, or off. */
  at: TimeOfDay | 'off';
  /** The wait after the last request. */
  delayMs: number;
  /**
   * Runs one build (never two at once: it answers `busy`); for a request, `requestedAt` is when the
   * last one came, so that a build started since (by another process) can stand for it.
   */
  run: (trigger: BuildTrigger, requestedAt?: Date) => Promise<RunOutcome>;
  now?: () => Date;
}

export interface RebuildSchedule {
  /** Asks for a rebuild after the delay (counted again from each request); gives when it will start. */
  requestRebuild(trigger?: BuildTrigger): Date;
  /** When the nightly rebuild comes next, or undefined when it is off. */
  nextNightly(): Date | undefined;
  stop(): void;
}

export function scheduleRebuilds({
  at,
  delayMs,
  run,
  now = () => new Date(),
}: RebuildScheduleOptions): RebuildSchedule {
  let nightly: NodeJS.Timeout | undefined;
  let nightlyAt: Date | undefined;
  let requested: NodeJS.Timeout | undefined;
  let stopped = false;

  const armNightly = () => {
    if (stopped || at === 'off') return;
    const current = now();
    nightlyAt = nextShopTime(current, at);
    nightly = setTimeout(() => {
      void run('schedule').finally(armNightly);
    }, nightlyAt.getTime() - current.getTime());
    nightly.unref();
  };

  const request = (trigger: BuildTrigger, requestedAt = now()): Date => {
    clearTimeout(requested);
    const when = new Date(now().getTime() + delayMs);
    if (stopped) return when;
    requested = setTimeout(() => {
      requested = undefined;
      void run(trigger, requestedAt).then((outcome) => {
        // The build running meanwhile may have read the catalog before the change: try again after the delay.
        if (outcome === 'busy' && !requested) request(trigger, requestedAt);
      });
    }, delayMs);
    requested.unref();
    return when;
  };

  armNightly();
  return {
    requestRebuild: (trigger = 'import') => request(trigger),
    nextNightly: () => nightlyAt,
    stop() {
      stopped = true;
      clearTimeout(nightly);
      clearTimeout(requested);
    },
  };
}
