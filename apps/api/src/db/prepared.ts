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

/**
 * Runs `query` (built by the caller, any shape) as a named statement: PostgreSQL parses, analyses and plans it
 * once per connection and then only binds and runs it, where an unnamed statement is parsed and planned on every
 * call (a third of PostgreSQL's time in a deposit, decision 033). The name is a digest of the statement's text, so
 * one text always has one name and a new shape gets a name of its own; meant for statements whose text takes a
 * few shapes (each is kept by every connection until it closes), never one that embeds a list of any length.
 * Answers what `db.execute` answers. PGlite has no named statements: the name is ignored there.
 */
export function executeNamed(db: Executor, query: SQL) {
  const { session, dialect } = db as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  const name = `n_${hash('sha1', built.sql, 'base64url')}`;
  return session.prepareQuery(built, undefined, name, false).execute() as ReturnType<Executor['execute']>;
}
