import { defineProject } from 'vitest/config';
import { apiTests } from './vitest.config.ts';

/**
 * The API's tests again on the PostgreSQL server of TEST_DATABASE_URL (default: this machine's, trust auth), with
 * the proofs that need a real server (`*.postgres.test.ts`: several connections, several processes).
 *
 * Left out: the files that never open the test database, which would run here exactly as they do in the `api`
 * project (configuration, documents, CSV, build files, adapters against fakes, the caches' logic, and
 * main.test.ts, whose server runs on PGlite by design: main.postgres.test.ts starts one on PostgreSQL).
 */
export const WITHOUT_TEST_DATABASE = [
  'src/config.test.ts',
  'src/docs.test.ts',
  'src/main.test.ts',
  'src/http/csv.test.ts',
  'src/http/build-files.test.ts',
  'src/common/notified-cache.test.ts',
  'src/db/unavailable.test.ts',
  'src/db/hosts.test.ts',
  'src/db/pglite-backup.test.ts',
  'src/push/push-services.test.ts',
  'src/testing/push/push-service.test.ts',
  'src/adapters/passwords.test.ts',
  'src/adapters/processors/fedapay.test.ts',
  'src/adapters/processors/fedapay.contract.test.ts',
  'src/adapters/processors/pispi.contract.test.ts',
  'src/adapters/processors/pispi-qr.test.ts',
  'src/adapters/sms/twilio.test.ts',
  'src/adapters/sms/twilio.contract.test.ts',
  'src/auth/codes/code-texts.test.ts',
];

export default defineProject({
  test: {
    ...apiTests,
    name: 'api (postgres)',
    exclude: WITHOUT_TEST_DATABASE,
    env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test' },
  },
});
