import { dbConfigFromEnv } from '../config.ts';
import { type DbHandle, openDatabase } from './client.ts';

// Kept on the global object: a dev server that evaluates this module again must not open a second
// database (the embedded one would refuse it anyway).
const key = Symbol.for('shop.sharedDatabase');
const holder = globalThis as { [key]?: Promise<DbHandle> };

/** The process's database, opened once from the environment on first use. */
export function sharedDatabase(): Promise<DbHandle> {
  holder[key] ??= openDatabase(dbConfigFromEnv()).catch((err) => {
    holder[key] = undefined;
    throw err;
  });
  return holder[key];
}
