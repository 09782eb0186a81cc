import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WITHOUT_TEST_DATABASE } from '../../vitest.postgres.config.ts';

const API = join(import.meta.dirname, '..', '..');
/** What a test file calls to get a database of the run (PGlite or PostgreSQL), or the server's address. */
const OPENS_THE_TEST_DATABASE =
  /createTestApp|openTestDatabase|testServerUrl|createServerDatabase|TEST_DATABASE_URL|siteTestApp|createPushTestApp|fedapaySuite/;

describe('the API project on PostgreSQL', () => {
  it('leaves out only files that never open the test database (they would run there exactly as on PGlite)', () => {
    const opening = WITHOUT_TEST_DATABASE.filter((file) =>
      OPENS_THE_TEST_DATABASE.test(readFileSync(join(API, file), 'utf8')),
    );
    expect(opening).toEqual([]);
  });
});
