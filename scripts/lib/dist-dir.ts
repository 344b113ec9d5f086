import { resolve } from 'node:path';

/**
 * Where the builds go and the server reads the served one from: DIST_DIR, else dist/ (tests use
 * their own). It holds builds/<id>/ (one complete build each), current-build (the served build's id)
 * and build-log.json (the last builds): see site-builds/build-folders.ts.
 */
export function distDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.DIST_DIR ?? 'dist');
}
