import { resolve } from 'node:path';
import type { DbConfig } from './db/client.ts';

/** The folder for the embedded database and generated images: DATA_DIR, else ./data in the project. */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.DATA_DIR ?? 'data');
}

/** The database the shop runs on: DATABASE_URL (PostgreSQL) if set, else PGlite under DATA_DIR/pglite. */
export function dbConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DbConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) return { url };
  return { dataDir: resolve(dataDir(env), 'pglite') };
}

/** Where generated product images are kept (served by /image/{size}/{file}). */
export function imagesDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(dataDir(env), 'images');
}
