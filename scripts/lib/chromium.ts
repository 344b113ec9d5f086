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

/** The system Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium; undefined when neither exists. */
export function systemChromium(): string | undefined {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p): p is string => !!p && existsSync(p));
}
