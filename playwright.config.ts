import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_MISSING, OFFLINE_CHROMIUM_FLAGS, systemChromium } from './scripts/lib/chromium.ts';

// The system Chromium (CHROMIUM_PATH, else Debian's /usr/bin/chromium): nothing is downloaded.
// `npm run test:e2e` installs Debian's package first when it can.
const systemChromiumPath = systemChromium();
if (!systemChromiumPath) throw new Error(CHROMIUM_MISSING);
const port = Number(process.env.PORT ?? 4329);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    locale: 'tr-TR',
    trace: 'off',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: systemChromiumPath,
      // The machine has no network: keep Chromium from reaching for Google's services.
      args: OFFLINE_CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: 'node --experimental-strip-types --disable-warning=ExperimentalWarning scripts/start.ts',
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(port),
      HOST: '127.0.0.1',
      // Every test shopper comes from 127.0.0.1: the suite opens more accounts and pays more often
      // from one address than a real one may. Only these per-address limits are raised, by configuration.
      RATE_LIMITS: process.env.RATE_LIMITS ?? 'register.address=1000/3600,payment.address=1000/600',
    },
  },
});
