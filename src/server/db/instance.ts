import { dbConfigFromEnv } from '../config.ts';
import { type DbHandle, openDatabase } from './client.ts';

let handle: Promise<DbHandle> | undefined;

/** The process's database, opened once from the environment on first use. */
export function sharedDatabase(): Promise<DbHandle> {
  handle ??= openDatabase(dbConfigFromEnv()).catch((err) => {
    handle = undefined;
    throw err;
  });
  return handle;
}
