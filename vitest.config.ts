import { defineConfig } from 'vitest/config';

// Two projects: pure domain/unit tests, and API tests that open databases (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set). Browser tests run under Playwright (tests/e2e), not Vitest.
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
          fileParallelism: false,
        },
      },
    ],
  },
});
