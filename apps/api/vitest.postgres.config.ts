import { defineProject } from 'vitest/config';
import { apiTests } from './vitest.config.ts';

/**
 * The API's tests again on the PostgreSQL server of TEST_DATABASE_URL (default: this machine's, trust auth), with
 * the proofs that need a real server (`*.postgres.test.ts`: several connections, several processes).
 */
export default defineProject({
  test: {
    ...apiTests,
    name: 'api (postgres)',
    env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test' },
  },
});
