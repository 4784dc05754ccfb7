import { defineConfig } from 'vitest/config';
import { installPostgres, testDatabaseUrl } from './tests/setup/test-database.ts';

export default defineConfig(async () => {
  // One command runs what CI runs: the integration tests on PGlite and, where a PostgreSQL answers, on it too.
  const databaseUrl = await testDatabaseUrl();
  console.info(
    databaseUrl
      ? `[tests] PostgreSQL: ${databaseUrl.replace(/(\/\/[^:@/]*):[^@/]*@/, '$1:…@')} (and PGlite)`
      : `[tests] no PostgreSQL: PGlite only, and the PostgreSQL tests fail. To run them: ${installPostgres}`,
  );
  return {
    test: {
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      environment: 'node',
      setupFiles: ['tests/setup/fail-on-console-error.ts'],
      env: databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {},
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // PGlite instances are memory-hungry; two workers fit the 2-core machine.
      maxWorkers: 2,
    },
  };
});
