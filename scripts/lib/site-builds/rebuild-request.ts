/**
 * How a command (the catalog import) asks the running shop to rebuild the site a while later
 * (REBUILD_DELAY after the last request). On the embedded database the shop is the one opener, so the
 * request goes through its control socket. On PostgreSQL there may be several shop processes: the
 * request is a NOTIFY on the channel `shop_rebuild`, which every `npm start` LISTENs on; each
 * schedules the rebuild, the first to take the build lock builds, and the others see in the build
 * record that a build started after the request (rebuild-schedule.ts, build-record.ts builtSince).
 */
import pg from 'pg';
import type { DbConfig } from '../../../src/server/db/client.ts';
import type { ChannelHandlers } from '../../../src/server/db/pg-channels.ts';
import { askShop } from '../shop-control.ts';

/** The PostgreSQL channel of rebuild requests. */
export const REBUILD_CHANNEL = 'shop_rebuild';

type Requested = 'import' | 'manual';

/**
 * Asks the running shop(s) for a rebuild. On the embedded database: what the shop answered (`at`,
 * when the build is to start), or undefined when no shop runs (then nothing serves the old pages:
 * the next `npm run build` or `npm start` builds). On PostgreSQL: sent, whoever listens.
 */
export async function askForRebuild(
  config: DbConfig,
  trigger: Requested = 'import',
): Promise<{ at?: string } | undefined> {
  if ('dataDir' in config)
    return (await askShop(config.dataDir, 'rebuild', { trigger })) as { at: string } | undefined;
  if (!('url' in config)) return undefined;
  const client = new pg.Client({ connectionString: config.url });
  await client.connect();
  try {
    await client.query('select pg_notify($1, $2)', [REBUILD_CHANNEL, trigger]);
  } finally {
    await client.end();
  }
  return {};
}

/** The channel handler of a shop process: `hear` is called for each rebuild request. */
export function followRebuildRequests(hear: (trigger: Requested) => void): ChannelHandlers {
  return { [REBUILD_CHANNEL]: (payload) => hear(payload === 'manual' ? 'manual' : 'import') };
}
