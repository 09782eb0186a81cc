import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { postgresClients } from './hosts.ts';
import { CHANNELS, keepListening, listenOn, Notifications } from './notifications.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or a transaction on it: what every query function takes. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  engine: 'postgres' | 'pglite';
  /** Applies the migrations of src/db/migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  /** Runs `work` while holding a cluster-wide advisory lock (serialises bootstrap across processes). */
  withLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** What the database's triggers say through NOTIFY (db/notifications.ts). */
  notifications: Notifications;
  /** The pool's connections and the queries waiting for one (PostgreSQL; PGlite has no pool). */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
export const MIGRATION_LOCK = 0x1_4a7; // any constant shared by every process of this app

/** How long a query waits for a connection before failing (503) when the database does not answer. */
export const CONNECT_TIMEOUT_MS = 5_000;

export type DatabaseOptions =
  | { engine: 'postgres'; url: string; poolSize?: number; connectTimeoutMs?: number }
  | {
      engine: 'pglite';
      dataDir?: string;
      /** Start from this dump of another PGlite database (`migratedSnapshot`) rather than from an empty one. */
      snapshot?: Blob;
    };

/**
 * A connection that breaks (a restart, pg_terminate_backend, a network cut) emits 'error' on its client, and an
 * 'error' nobody listens to kills the process. The query running on it, if any, fails to its caller (who answers
 * 503); a pooled client is then dropped by the pool, which opens a new one for the next query.
 */
function ignoreBrokenConnection(client: pg.Client | pg.PoolClient): void {
  client.on('error', () => undefined);
}

/** pg_trgm: the users search's trigram indexes (migration 0016); PGlite ships it, loaded with each database. */
const PGLITE_EXTENSIONS = { pg_trgm };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.engine === 'postgres') {
    // Several hosts (a primary and its standbys) and target_session_attrs: connections go to the writable one, found
    // again after a failover (db/hosts.ts, decision 064). One host: node-postgres's own client.
    const { config: connection, Client } = postgresClients(options.url, {
      // Fail fast rather than wait while the server is unreachable (connect: a cut network would otherwise hang).
      connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      // Notice a connection whose peer vanished (failover to another host) instead of keeping it forever.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    const notifications = new Notifications();
    const pool = new pg.Pool({
      ...connection,
      Client,
      max: options.poolSize ?? 10,
      // Awaited by the pool before the connection's first query (its return type in @types/pg says void).
      onConnect: (client) => listenOn(client, notifications) as unknown as undefined,
    });
    // The pool listens on its idle clients and re-emits their errors here; a client checked out (in a transaction)
    // is left to its user: every client the pool creates gets a listener of its own.
    pool.on('error', () => undefined);
    pool.on('connect', ignoreBrokenConnection);
    const listening = keepListening(connection, notifications, Client);
    // Money columns are bigint; never let a driver turn them into floats.
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    // The lock lives on a connection of its own, outside the pool, so the work it guards can use every pooled
    // connection (a pool of one would otherwise wait for itself).
    const withLock = async <T>(key: number, work: () => Promise<T>): Promise<T> => {
      const client = new Client(connection);
      ignoreBrokenConnection(client);
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        return await work();
      } finally {
        await client.end();
      }
    };
    return {
      db,
      engine: 'postgres',
      migrate: () =>
        withLock(MIGRATION_LOCK, () =>
          migrateNodePg(drizzleNodePg(pool), { migrationsFolder: MIGRATIONS_FOLDER }),
        ),
      withLock,
      notifications,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await listening.stop();
        await pool.end();
      },
    };
  }
  if (options.dataDir !== undefined) mkdirSync(options.dataDir, { recursive: true });
  // One PGlite instance is one connection in this process: statements and transactions are already serialised.
  const client = new PGlite({
    extensions: PGLITE_EXTENSIONS,
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    ...(options.snapshot === undefined ? {} : { loadDataDir: options.snapshot }),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  // The only connection there is: it hears every change, its own included, before the statement returns.
  const notifications = new Notifications();
  for (const channel of CHANNELS)
    await client.listen(channel, (payload) => notifications.dispatch(channel, payload));
  notifications.setLive(true);
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    withLock: (_key, work) => work(),
    notifications,
    poolStats: () => undefined,
    close: () => client.close(),
  };
}

/**
 * A dump of a new in-memory PGlite database with every migration applied. The tests start each of their databases
 * from it: loading it takes a fifth of the time of creating a database and migrating it.
 */
export async function migratedSnapshot(): Promise<Blob> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** True when the database answers; otherwise the error it gave, for the caller to log. */
export async function isReachable(db: Db): Promise<true | Error> {
  return db.execute(sql`select 1`).then(
    () => true as const,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
}
