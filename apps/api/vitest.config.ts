import { defineProject } from 'vitest/config';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineProject({
  test: {
    // A worker per core: the repository's vitest.config.ts says why each project states it.
    maxWorkers: '100%',
    name: onPostgres ? 'api (postgres)' : 'api',
    include: ['src/**/*.test.ts'],
    // *.postgres.test.ts need a PostgreSQL server (several connections, several processes): only in that suite.
    exclude: onPostgres ? [] : ['src/**/*.postgres.test.ts'],
    environment: 'node',
    // PGlite runs: one migrated database dumped once, each test file's databases loaded from it.
    globalSetup: ['src/testing/global-setup.ts'],
    // Each file opens its own database (PGlite compiles its WebAssembly on first use).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
