import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Keyset pages of a dashboard list shown newest first, keyed by (time, key). A cursor `<microseconds>_<key>` names
 * one row; `before` reads the page below it (older rows), `after` the page above it (newer rows, read oldest first
 * and turned round), so that the dashboard can keep only the pages around what it shows and ask again for those
 * it let go (decision 035). Rows added meanwhile change no page already named by a cursor.
 */
export type Cursors = { before?: string | undefined; after?: string | undefined };

/** A row's time in microseconds, as text: the first half of its cursor (read it beside the row). */
export const microsOf = (time: PgColumn) =>
  sql<string>`(extract(epoch from ${time}) * 1000000)::bigint::text`;

/** The condition and the order that read the page a query's cursor names; `cast` is the key's SQL type. */
export function newestFirst(time: PgColumn, key: PgColumn, cast: 'uuid' | 'text', query: Cursors) {
  const beside = (cursor: string, side: '<' | '>'): SQL => {
    const split = cursor.indexOf('_');
    const micros = cursor.slice(0, split);
    const value = cursor.slice(split + 1);
    return sql`(${time}, ${key}) ${sql.raw(side)} (to_timestamp(0) + ${micros}::bigint * interval '1 microsecond', ${value}::${sql.raw(cast)})`;
  };
  if (query.after !== undefined) return { where: beside(query.after, '>'), orderBy: [asc(time), asc(key)] };
  return {
    where: query.before === undefined ? undefined : beside(query.before, '<'),
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
