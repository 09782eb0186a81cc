import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The API's tests on in-memory PGlite (`npm run test:unit`). The same tests on a PostgreSQL server, with the
 * `*.postgres.test.ts` proofs, are the `api (postgres)` project: vitest.postgres.config.ts.
 */
export const apiTests: NonNullable<TestProjectInlineConfiguration['test']> = {
  // A worker per core: the repository's vitest.config.ts says why each project states it.
  maxWorkers: '100%',
  include: ['src/**/*.test.ts'],
  environment: 'node',
  // One module graph per worker, not one per test file: each file builds its own app on its own database, and
  // no test changes a module's state, so re-importing Fastify, zod, Drizzle and the app for every file (a quarter
  // of the run's time) bought nothing.
  isolate: false,
  // PGlite runs: one migrated database dumped once, each test file's databases loaded from it; PostgreSQL runs:
  // one migrated template database, each test file's databases created from it.
  globalSetup: ['src/testing/global-setup.ts'],
  setupFiles: ['src/testing/setup-file.ts'],
  // Each file opens its own database (PGlite compiles its WebAssembly on first use).
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineProject({
  test: {
    ...apiTests,
    name: 'api',
    // *.postgres.test.ts need a PostgreSQL server (several connections, several processes): only in that project.
    exclude: ['src/**/*.postgres.test.ts'],
  },
});
