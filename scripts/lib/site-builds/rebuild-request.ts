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

/**
 * Listens for rebuild requests on PostgreSQL, on a connection of its own, connecting again after a
 * lost connection. `hear` is called for each request.
 */
export function listenForRebuilds(
  url: string,
  hear: (trigger: Requested) => void,
): { close(): Promise<void> } {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 10_000);
    retry.unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === REBUILD_CHANNEL) hear(message.payload === 'manual' ? 'manual' : 'import');
    });
    next.on('error', () => again());
    next.on('end', () => again());
    try {
      await next.connect();
      await next.query(`listen ${REBUILD_CHANNEL}`);
    } catch {
      await next.end().catch(() => {});
      again();
    }
  };
  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
