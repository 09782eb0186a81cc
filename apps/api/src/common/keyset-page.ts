import { and, eq, gt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Pages of a list worked through oldest first, keyed by (time, reference): the cursor `<epoch ms>_<reference>`
 * names the last row of a page, and the next page starts after it, whatever was added or decided meanwhile.
 */
export function afterCursor(at: PgColumn, reference: PgColumn, cursor: string | undefined): SQL | undefined {
  if (cursor === undefined) return undefined;
  const split = cursor.indexOf('_');
  const time = new Date(Number(cursor.slice(0, split)));
  const last = cursor.slice(split + 1);
  return or(gt(at, time), and(eq(at, time), gt(reference, last)));
}

/** A page of at most `limit` rows out of `limit + 1` read, and the cursor of the next page when there is one. */
export function pageOf<T>(rows: readonly T[], limit: number, keyOf: (row: T) => [Date, string]) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  if (rows.length <= limit || last === undefined) return { page, next: null };
  const [at, reference] = keyOf(last);
  return { page, next: `${at.getTime()}_${reference}` };
}
