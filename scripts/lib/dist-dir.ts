import { resolve } from 'node:path';

/** Where the build goes and the server is read from: DIST_DIR, else dist/ (tests use their own). */
export function distDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.DIST_DIR ?? 'dist');
}
