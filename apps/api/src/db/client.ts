import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
export const MIGRATION_LOCK = 0x1_4a7; // any constant shared by every process of this app

export type DatabaseOptions =
  | { engine: 'postgres'; url: string; poolSize?: number }
  | { engine: 'pglite'; dataDir?: string };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection that breaks (server restart, forced disconnect) is emitted here; without a listener it
    // would crash the process. The pool drops that connection and opens another for the next query, and any query
    // that fails still throws to its caller.
    pool.on('error', () => undefined);
    // Money columns are bigint; never let a driver turn them into floats.
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    // The lock lives on a connection of its own, outside the pool, so the work it guards can use every pooled
    // connection (a pool of one would otherwise wait for itself).
    const withLock = async <T>(key: number, work: () => Promise<T>): Promise<T> => {
      const client = new pg.Client({ connectionString: options.url });
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
      close: () => pool.end(),
    };
  }
  if (options.dataDir !== undefined) mkdirSync(options.dataDir, { recursive: true });
  // One PGlite instance is one connection in this process: statements and transactions are already serialised.
  const client = options.dataDir === undefined ? new PGlite() : new PGlite(options.dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    withLock: (_key, work) => work(),
    close: () => client.close(),
  };
}

/** True when the database answers; otherwise the error it gave, for the caller to log. */
export async function isReachable(db: Db): Promise<true | Error> {
  return db.execute(sql`select 1`).then(
    () => true as const,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
}
