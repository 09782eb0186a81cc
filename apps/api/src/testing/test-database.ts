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

/** A new, empty database on the test server: its URL, and how to drop it. */
export async function createServerDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** The run's migrated PGlite database (testing/global-setup.ts), read once per test file. */
let snapshot: Promise<Blob | undefined> | undefined;
function migratedPglite(): Promise<Blob | undefined> {
  snapshot ??= (async () => {
    // Only under Vitest (the benches import this file too).
    const { inject } = await import('vitest');
    const file = inject('pgliteSnapshot');
    return file === undefined || file === '' ? undefined : new Blob([await readFile(file)]);
  })();
  return snapshot;
}

/**
 * A migrated database of its own for one test file: an in-memory PGlite (loaded from the run's migrated dump, or
 * migrated when there is none), or, when TEST_DATABASE_URL names a PostgreSQL server, a new database created on
 * it and dropped on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = testServerUrl();
  if (serverUrl === undefined) {
    const started = await migratedPglite();
    if (started !== undefined) return openDatabase({ engine: 'pglite', snapshot: started });
    const database = await openDatabase({ engine: 'pglite' });
    await database.migrate();
    return database;
  }
  const created = await createServerDatabase(serverUrl);
  const database = await openDatabase({ engine: 'postgres', url: created.url, poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}
