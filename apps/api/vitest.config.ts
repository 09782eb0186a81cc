import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'api (postgres)' : 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file opens its own database (PGlite compiles its WebAssembly on first use).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
