/**
 * The running shop's builder: builds from the shop's own database handle (so the embedded database
 * is never opened twice), says in the shop's log how each build ended, and tells the served build's
 * follower to switch. Used at start, by the schedule (nightly and after imports) and by the control
 * socket's `rebuild` (`npm run build` and the catalog import while the shop runs).
 */
import type { TimeOfDay } from '../../../src/domain/rebuild-time.ts';
import type { Database, DbConfig } from '../../../src/server/db/client.ts';
import { type RebuildInput, ShopCommandError } from '../shop-control.ts';
import { servedBuildId } from './build-folders.ts';
import { readBuildLog } from './build-log.ts';
import { type BuildTrigger, builtSince, durationText } from './build-record.ts';
import { type RebuildSchedule, scheduleRebuilds } from './rebuild-schedule.ts';
import { buildSiteFolder, type SiteBuildResult, stopBuildProcesses } from './site-build.ts';

export interface ShopBuilder {
  /** Builds now; `busy` when another build runs. */
  buildNow(trigger: BuildTrigger): Promise<SiteBuildResult>;
  /** Called after each build that switched the served build. */
  onBuilt(listener: () => Promise<void>): void;
  /** Starts the nightly rebuild and takes rebuild requests. */
  schedule(options: { at: TimeOfDay | 'off'; delayMs: number }): RebuildSchedule;
  /** The control socket's `rebuild`. */
  answer(input: RebuildInput): Promise<unknown>;
  /** Waits until some process has served a build (another process was building at start). */
  waitForServedBuild(): Promise<void>;
  stop(): void;
}

export function shopBuilder({
  db,
  config,
  dist,
}: {
  db: Database;
  config: DbConfig;
  dist: string;
}): ShopBuilder {
  const listeners: (() => Promise<void>)[] = [];
  let schedule: RebuildSchedule | undefined;

  const buildNow = async (trigger: BuildTrigger): Promise<SiteBuildResult> => {
    const onStart = (id: string) => console.log(`Building the site into ${id} (${trigger})...`);
    const result = await buildSiteFolder({ db, config, dist, trigger, onStart });
    if (result.outcome === 'ok') {
      for (const listener of listeners) await listener();
      console.log(
        `The site was built in ${durationText(result.ms)} (${result.pages} pages): serving ${result.id}.`,
      );
    } else if (result.outcome === 'failed') {
      console.error(`The build of the site failed, the served build stays as it was: ${result.error}`);
    } else {
      console.log('Another build of the site is running: this one is not started.');
    }
    return result;
  };

  return {
    buildNow,
    onBuilt: (listener) => void listeners.push(listener),
    schedule(options) {
      schedule = scheduleRebuilds({
        ...options,
        run: async (trigger, requestedAt) => {
          if (requestedAt && builtSince(readBuildLog(dist), requestedAt)) {
            console.log(
              'A build started since the rebuild request already reads its changes: no other is made.',
            );
            return 'ok';
          }
          return (await buildNow(trigger)).outcome;
        },
      });
      const { at } = options;
      const two = (n: number) => String(n).padStart(2, '0');
      console.log(
        at === 'off'
          ? 'The nightly rebuild is off (REBUILD_AT=off).'
          : `The site is rebuilt every night at ${two(at.hour)}:${two(at.minute)} Istanbul time (REBUILD_AT).`,
      );
      return schedule;
    },
    async answer(input) {
      if (input.now) {
        const result = await buildNow(input.trigger ?? 'manual');
        if (result.outcome === 'busy')
          throw new ShopCommandError('Another build of the site is running: try again when it is done.');
        return result;
      }
      if (!schedule) throw new ShopCommandError('The shop does not take rebuild requests yet.');
      return { at: schedule.requestRebuild(input.trigger ?? 'import').toISOString() };
    },
    async waitForServedBuild() {
      while (servedBuildId(dist) === undefined) await new Promise((done) => setTimeout(done, 2000));
    },
    stop: stopBuildProcesses,
  };
}
