import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Flags for Chromium on a machine without network: no calls home to Google's services. */
export const OFFLINE_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where Debian and Ubuntu put their Chromium. */
const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The one line that says what to do when there is no Chromium and it cannot be installed here. */
export const CHROMIUM_MISSING =
  'The browser tests need Chromium: run `sudo apt-get install chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary';

/** The system Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium; undefined when neither exists. */
export function systemChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  return SYSTEM_PATHS.find((p) => existsSync(p));
}

/** Whether this process may install Debian's chromium package itself: root, on a machine with apt-get. */
function canInstallWithApt(): boolean {
  return (
    process.platform === 'linux' &&
    process.getuid?.() === 0 &&
    spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0
  );
}

/**
 * The Chromium the browser tests drive: the system one, else Debian's chromium package installed now
 * when this process can (root and apt-get); otherwise an Error whose message is the one line to act on.
 */
export function ensureChromium(env: NodeJS.ProcessEnv = process.env): string {
  const found = systemChromium(env);
  if (found) return found;
  if (env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH is ${env.CHROMIUM_PATH}, which does not exist`);
  if (!canInstallWithApt()) throw new Error(CHROMIUM_MISSING);
  console.log("No Chromium found: installing Debian's chromium package with apt-get (once)...");
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const run = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env: aptEnv });
    if (run.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed: ${CHROMIUM_MISSING}`);
  }
  const installed = systemChromium(env);
  if (!installed) throw new Error(CHROMIUM_MISSING);
  return installed;
}
