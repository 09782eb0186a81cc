import { defineProject } from 'vitest/config';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineProject({
  test: {
    name: onPostgres ? 'api (postgres)' : 'api',
    include: ['src/**/*.test.ts'],
    // *.postgres.test.ts need a PostgreSQL server (several connections, several processes): only in that suite.
    exclude: onPostgres ? [] : ['src/**/*.postgres.test.ts'],
    environment: 'node',
    // Each file opens its own database (PGlite compiles its WebAssembly on first use).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
