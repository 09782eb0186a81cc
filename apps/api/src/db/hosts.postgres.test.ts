import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase, onServer, testServerUrl } from '../testing/test-database.ts';
import { type Db, openDatabase } from './client.ts';
import { postgresClients } from './hosts.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

// Runs only in the PostgreSQL suite. A DATABASE_URL of several hosts (decision 064) against the test's server: the
// hosts that do not answer are passed over, a read-only server is refused, and a connection whose server turns
// read-only drops itself. The failover itself, on a real primary and standby, is failover.postgres.test.ts.

/** A port on which nothing listens (taken, then given back). */
async function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

/** The rows a statement returns (Drizzle types `execute` loosely across drivers). */
async function rowsOf(db: Db, statement: ReturnType<typeof sql>): Promise<unknown[]> {
  return ((await db.execute(statement)) as { rows: unknown[] }).rows;
}

let database: { name: string; url: string; drop(): Promise<void> };
let dead: number;

/** The test database's URL with `hosts` (host:port, comma-separated) and `query` instead of its own. */
function withHosts(hosts: string, query: string): string {
  const url = new URL(database.url);
  return `postgres://${url.username}@${hosts}${url.pathname}?${query}`;
}

beforeAll(async () => {
  database = await createServerDatabase(testServerUrl() ?? '');
  dead = await closedPort();
}, 60_000);
afterAll(() => database?.drop(), 60_000);

describe('a DATABASE_URL of several hosts', () => {
  it('passes over a host that does not answer and uses the writable one, for queries, locks and notifications', async () => {
    const { port } = new URL(database.url);
    const opened = await openDatabase({
      engine: 'postgres',
      url: withHosts(`127.0.0.1:${dead},127.0.0.1:${port}`, 'target_session_attrs=read-write'),
    });
    try {
      expect(await rowsOf(opened.db, sql`select 41 + 1 as answer`)).toEqual([{ answer: 42 }]);
      expect(await opened.withLock(7, async () => 'locked')).toBe('locked');
      let heard = '';
      opened.notifications.on('settings_changed', (payload) => {
        heard = payload;
      });
      await expect.poll(() => opened.notifications.live, { timeout: 10_000 }).toBe(true);
      await opened.db.execute(sql`select pg_notify('settings_changed', 'hosts')`);
      await expect.poll(() => heard, { timeout: 10_000 }).toBe('hosts');
    } finally {
      await opened.close();
    }
  });

  it('refuses a server whose sessions are read-only: the database is unavailable (503) until one accepts writes', async () => {
    const { port } = new URL(database.url);
    await onServer(
      testServerUrl() ?? '',
      `alter database "${database.name}" set default_transaction_read_only = on`,
    );
    try {
      const url = withHosts(`127.0.0.1:${dead},127.0.0.1:${port}`, 'target_session_attrs=read-write');
      const opened = await openDatabase({ engine: 'postgres', url });
      const failure = await opened.db.execute(sql`select 1`).catch((error: unknown) => error);
      await opened.close();
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(String((failure as Error).cause ?? failure)).toContain('read-only');
      // `primary` asks only that the server is not a standby: this one is not.
      const primary = await openDatabase({ engine: 'postgres', url: url.replace('read-write', 'primary') });
      try {
        expect(await rowsOf(primary.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
      } finally {
        await primary.close();
      }
    } finally {
      await onServer(
        testServerUrl() ?? '',
        `alter database "${database.name}" reset default_transaction_read_only`,
      );
    }
  });

  it('drops a connection whose server turned read-only, and the next one searches the hosts again', async () => {
    const { port } = new URL(database.url);
    const { config, Client, locator } = postgresClients(
      withHosts(`127.0.0.1:${port}`, 'target_session_attrs=read-write'),
      { connectionTimeoutMillis: 5_000 },
    );
    const client = new Client(config);
    client.on('error', () => undefined);
    await client.connect();
    expect(locator?.current).toEqual({ host: '127.0.0.1', port: Number(port) });
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
    // What a demoted primary's sessions become: read-only; a write there fails with 25006.
    await client.query('set default_transaction_read_only = on');
    const failure = await client.query('create table written (id int)').catch((error: unknown) => error);
    expect((failure as pg.DatabaseError).code).toBe('25006');
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await ended;
    expect(locator?.current).toBeUndefined();
    const next = new Client(config);
    await next.connect();
    expect((await next.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await next.end();
  });
});
