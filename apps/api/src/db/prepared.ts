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
