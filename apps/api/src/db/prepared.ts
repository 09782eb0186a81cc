import { hash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * A statement built once per database rather than on every call: building a query's SQL with drizzle costs more
 * than running a simple one (decision 033). `build` returns drizzle's `.prepare(name)` with placeholders; the driver
 * then prepares it once per connection (again on a new connection after a restart).
 */
export function preparedPerDatabase<T>(build: (db: Executor) => T): (db: Executor) => T {
  const built = new WeakMap<Executor, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

type Internals = { session: PgSession; dialect: PgDialect };
type Built = { sql: string; params: unknown[]; name: string };
/** What a statement run here answers: its rows (node-postgres and PGlite both give them). */
export type Rows<R> = { rows: R[] };

/** The statement's name: a digest of its text, so one text always has one name and a new shape a name of its own. */
function built(dialect: PgDialect, query: SQL): Built {
  const { sql, params } = dialect.sqlToQuery(query);
  return { sql, params, name: `n_${hash('sha1', sql, 'base64url')}` };
}

function run<R>(db: Executor, statement: Built, values?: Record<string, unknown>): Promise<Rows<R>> {
  const { session } = db as unknown as Internals;
  return session.prepareQuery(statement, undefined, statement.name, false).execute(values) as Promise<
    Rows<R>
  >;
}

/**
 * A statement whose SQL is built once, on its first run, with `sql.placeholder(name)` wherever a value changes;
 * each run binds `values` to it and runs it as a named statement: PostgreSQL parses, analyses and plans it once
 * per connection and then only binds and runs it, where drizzle's unnamed statements are planned again on every
 * call. Building a statement's SQL with drizzle also costs more than binding it. The payment path's statements are
 * built this way (decision 039). PGlite has no named statements: the name is ignored there.
 */
export function statementOnce<R = Record<string, unknown>>(
  build: () => SQL,
): (db: Executor, values: Record<string, unknown>) => Promise<Rows<R>> {
  let statement: Built | undefined;
  return (db, values) => {
    statement ??= built((db as unknown as Internals).dialect, build());
    return run(db, statement, values);
  };
}
