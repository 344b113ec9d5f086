import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** A PATH entry that npm put there for a script (a project's .bin, npm's node-gyp), not the machine's. */
function addedByNpm(dir: string): boolean {
  return /node_modules[\\/]\.bin$/.test(dir) || /node-gyp-bin$/.test(dir) || dir === '';
}

/** The machine's own PATH: what a new terminal has, without what npm adds while it runs a script. */
export function machinePath(path = process.env.PATH ?? ''): string[] {
  return path.split(delimiter).filter((dir) => !addedByNpm(dir));
}

/**
 * The Node a fresh terminal finds: the oldest `node` on the machine's PATH (on this project's machines
 * /usr/bin/node, Node 20), or FRESH_NODE_DIR when a test run names one. Its folder and version.
 */
export function machineNode(): { dir: string; version: string } {
  const dirs = process.env.FRESH_NODE_DIR ? [process.env.FRESH_NODE_DIR] : machinePath();
  const found = dirs
    .filter((dir) => existsSync(join(dir, 'node')))
    .map((dir) => ({
      dir,
      version: execFileSync(join(dir, 'node'), ['--version'], { encoding: 'utf8' }).trim(),
    }))
    .sort((a, b) => compareVersions(a.version, b.version));
  const oldest = found[0];
  if (!oldest) throw new Error('No node on the machine PATH');
  return oldest;
}

function compareVersions(a: string, b: string): number {
  const [x, y] = [a, b].map((v) => v.replace(/^v/, '').split('.').map(Number));
  for (let i = 0; i < 3; i++) {
    const d = (x?.[i] ?? 0) - (y?.[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * The environment of a new terminal with `nodeDir` first on PATH: no npm_* variables of the npm run
 * that started the tests, no project folders on PATH, no database URL (the Quick start is embedded).
 */
export function cleanEnvironment(nodeDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(key) || key === 'INIT_CWD' || key === 'NODE' || key === 'NODE_OPTIONS') continue;
    if (/^(DATABASE_URL|TEST_DATABASE_URL|DATA_DIR|DIST_DIR|CATALOG_SNAPSHOT|PORT|HOST)$/.test(key)) continue;
    if (key.startsWith('VITEST') || key === 'TEST' || key === 'NODE_ENV') continue;
    env[key] = value;
  }
  env.PATH = [nodeDir, ...machinePath().filter((dir) => dir !== nodeDir)].join(delimiter);
  return env;
}
