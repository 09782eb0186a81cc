import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Keyset pages of the dashboard's lists, keyed by (time, key). A cursor `<microseconds>_<key>` names one row: the
 * time to the microsecond, as PostgreSQL keeps it (a cursor in milliseconds would name a time that no row has, and
 * repeat or skip the rows of that millisecond), then the key that orders rows of the same time. Rows added or
 * changed meanwhile change no page already named by a cursor.
 *
 * Lists shown newest first take `before` (the page below a row: older rows) and `after` (the page above it: newer
 * rows, read oldest first and turned round), so that the dashboard can keep only the pages around what it shows
 * and ask again for those it let go (decision 035). Lists worked through oldest first take `after` only.
 */
export type Cursors = { before?: string | undefined; after?: string | undefined };

/** A row's time in microseconds, as text: the first half of its cursor (read it beside the row). */
export const microsOf = (time: PgColumn) =>
  sql<string>`(extract(epoch from ${time}) * 1000000)::bigint::text`;

/** The SQL type of a list's key, to compare it with the cursor's text. */
type KeyType = 'uuid' | 'text' | 'bigint';

/** The rows on one side of the row a cursor names, in (time, key) order. */
function beside(time: PgColumn, key: PgColumn, cast: KeyType, cursor: string, side: '<' | '>'): SQL {
  const split = cursor.indexOf('_');
  const micros = cursor.slice(0, split);
  const value = cursor.slice(split + 1);
  return sql`(${time}, ${key}) ${sql.raw(side)} (to_timestamp(0) + ${micros}::bigint * interval '1 microsecond', ${value}::${sql.raw(cast)})`;
}

/** The condition and the order that read, oldest first, the page after the row `after` names (from the start). */
export function oldestFirst(time: PgColumn, key: PgColumn, cast: KeyType, after: string | undefined) {
  return {
    where: after === undefined ? undefined : beside(time, key, cast, after, '>'),
    orderBy: [asc(time), asc(key)],
  };
}

/** The page out of the `limit + 1` rows read in `oldestFirst`'s order, and the cursor of the next (null at the end). */
export function oldestFirstPage<R>(
  rows: readonly R[],
  limit: number,
  cursorOf: (row: R) => string,
): { page: R[]; next: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, next: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}

/** The condition and the order that read the page a query's cursor names, newest first (`after`: read upwards). */
export function newestFirst(time: PgColumn, key: PgColumn, cast: KeyType, query: Cursors) {
  if (query.after !== undefined) return oldestFirst(time, key, cast, query.after);
  return {
    where: query.before === undefined ? undefined : beside(time, key, cast, query.before, '<'),
    orderBy: [desc(time), desc(key)],
  };
}

/**
 * The page out of the `limit + 1` rows read in `newestFirst`'s order, newest first, with the cursors of the
 * pages below (`next`) and above (`previous`) it, null at either end of the list.
 */
export function newestFirstPage<R>(
  rows: readonly R[],
  limit: number,
  query: Cursors,
  cursorOf: (row: R) => string,
): { page: R[]; next: string | null; previous: string | null } {
  const upwards = query.after !== undefined;
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (upwards) page.reverse();
  const first = page[0];
  const last = page.at(-1);
  return {
    // Reading down, a page below exists if more rows came, one above if this page started at a cursor (the row it
    // names is newer). Reading up, the other way round.
    next: last !== undefined && (upwards || more) ? cursorOf(last) : null,
    previous: first !== undefined && (upwards ? more : query.before !== undefined) ? cursorOf(first) : null,
    page,
  };
}
