import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Actor, Deps } from '../../common/context.ts';
import { microsOf, oldestFirst, oldestFirstPage } from '../../common/keyset-pages.ts';
import { assertRole } from '../../common/roles.ts';
import { toHistoryItem } from '../../common/wire.ts';
import { transactions } from '../../db/schema.ts';

/**
 * The payments blocked by verification (235) that wait for the master admin's decision, the longest waiting
 * first, a page at a time (master admin only). A payment stays at 235 until it is released or reversed, so
 * `blockedAt` is when it was blocked.
 */
export async function listBlockedTransactions(
  deps: Deps,
  actor: Actor,
  query: { limit: number; after?: string | undefined },
) {
  assertRole(actor, 'master');
  const keyset = oldestFirst(transactions.updatedAt, transactions.reference, 'text', query.after);
  const rows = await deps.db
    .select({ ...getTableColumns(transactions), micros: microsOf(transactions.updatedAt) })
    .from(transactions)
    .where(and(eq(transactions.statusCode, 235), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1);
  const { page, next } = oldestFirstPage(rows, query.limit, (row) => `${row.micros}_${row.reference}`);
  return {
    data: page.map((row) => ({
      ...toHistoryItem(row),
      statusCode: 235 as const,
      message: row.message,
      blockedAt: row.updatedAt.getTime(),
    })),
    next,
  };
}
