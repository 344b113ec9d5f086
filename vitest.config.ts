import { defineConfig } from 'vitest/config';

// Three projects: pure domain/unit tests, API tests that open databases (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set), and the fresh-machine test of the Quick start. Browser tests run
// under Playwright (tests/e2e), not Vitest.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
        },
      },
      {
        // The README's Quick start in a clean clone with the machine's own (older) Node first on PATH.
        test: {
          name: 'fresh',
          include: ['tests/fresh/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
