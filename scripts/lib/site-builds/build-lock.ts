/**
 * Never two builds at once. In one process a flag is enough, and on the embedded database only one
 * process can build (it holds the data folder). With PostgreSQL several processes may share the
 * database and DIST_DIR, so a build also takes a session-level advisory lock on a connection of its
 * own: pg_try_advisory_lock answers at once, and the lock goes with the connection if the process
 * dies mid-build. A job queue would add a table and a worker for what one lock does.
 */
import pg from 'pg';
import type { DbConfig } from '../../../src/server/db/client.ts';

/** The advisory lock's key: any number no other part of the shop uses. */
const BUILD_LOCK_KEY = 1_607_202_604;

let held = false;

/** A build lock taken; release it when the build is over. */
export interface BuildLock {
  release(): Promise<void>;
}

/** Takes the build lock, or gives undefined at once when another build (here or elsewhere) holds it. */
export async function tryBuildLock(config: DbConfig): Promise<BuildLock | undefined> {
  if (held) return undefined;
  held = true;
  const releaseHere = async () => {
    held = false;
  };
  if (!('url' in config)) return { release: releaseHere };
  const client = new pg.Client({ connectionString: config.url });
  try {
    client.on('error', () => {});
    await client.connect();
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      BUILD_LOCK_KEY,
    ]);
    if (!rows[0]?.locked) {
      await client.end();
      held = false;
      return undefined;
    }
  } catch (err) {
    held = false;
    await client.end().catch(() => {});
    throw err;
  }
  return {
    release: async () => {
      held = false;
      // Ending the session releases its advisory locks.
      await client.end().catch(() => {});
    },
  };
}
