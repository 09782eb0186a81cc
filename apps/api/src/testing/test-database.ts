import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';

/** The PostgreSQL server of the test run (TEST_DATABASE_URL), or undefined when the run is on PGlite. */
export function testServerUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  return url === undefined || url === '' ? undefined : url;
}

/** Runs one statement on the PostgreSQL server itself (create or drop a database); the benches use it too. */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the test server: empty, or a copy of `template` (the run's migrated template: test files'
 * databases start from it instead of migrating their own). Its URL, and how to drop it.
 */
export async function createServerDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** What the run's global setup (testing/global-setup.ts) provides, read once per worker. */
let provided: Promise<{ pgliteSnapshot?: Blob; postgresTemplate?: string }> | undefined;
function runDatabases(): Promise<{ pgliteSnapshot?: Blob; postgresTemplate?: string }> {
  provided ??= (async () => {
    // Only under Vitest (the benches import this file too).
    const { inject } = await import('vitest');
    const file = inject('pgliteSnapshot');
    const template = inject('postgresTemplate');
    return {
      ...(file === undefined || file === '' ? {} : { pgliteSnapshot: new Blob([await readFile(file)]) }),
      ...(template === undefined || template === '' ? {} : { postgresTemplate: template }),
    };
  })();
  return provided;
}

/**
 * A migrated database of its own for one test file: an in-memory PGlite (loaded from the run's migrated dump, or
 * migrated when there is none), or, when TEST_DATABASE_URL names a PostgreSQL server, a new database created on
 * it (from the run's migrated template, or migrated when there is none) and dropped on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = testServerUrl();
  const { pgliteSnapshot, postgresTemplate } = await runDatabases();
  if (serverUrl === undefined) {
    if (pgliteSnapshot !== undefined) return openDatabase({ engine: 'pglite', snapshot: pgliteSnapshot });
    const database = await openDatabase({ engine: 'pglite' });
    await database.migrate();
    return database;
  }
  const created = await createServerDatabase(serverUrl, postgresTemplate);
  const database = await openDatabase({ engine: 'postgres', url: created.url, poolSize: 5 });
  if (postgresTemplate === undefined) await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}
