import { COUNTER_OF_KIND, resolveTransactionStatus, type TransactionCounters } from '@1xpay/domain';
import { count, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../common/context.ts';
import { operations, transactions } from '../db/schema.ts';

/** The counters of someone without transactions. */
export const noTransactions = (): TransactionCounters => ({
  total: 0,
  successful: 0,
  pending: 0,
  failed: 0,
  blocked: 0,
});

/**
 * Each sender's transactions counted by §4's class: the database counts them by status code and operation
 * status (a handful of rows per sender), and §4's own rules (resolveTransactionStatus) say which class each is.
 */
export async function countTransactionsBySender(
  deps: Deps,
  senderIds: readonly string[],
): Promise<Map<string, TransactionCounters>> {
  const counters = new Map(senderIds.map((id) => [id, noTransactions()]));
  if (senderIds.length === 0) return counters;
  const rows = await deps.db
    .select({
      senderId: transactions.senderId,
      statusCode: transactions.statusCode,
      finished: transactions.finished,
      operationStatus: operations.operationStatus,
      count: count(),
    })
    .from(transactions)
    .leftJoin(operations, eq(operations.transactionReference, transactions.reference))
    .where(inArray(transactions.senderId, [...senderIds]))
    .groupBy(
      transactions.senderId,
      transactions.statusCode,
      transactions.finished,
      operations.operationStatus,
    );
  for (const row of rows) {
    const counter = counters.get(row.senderId) ?? noTransactions();
    const { kind } = resolveTransactionStatus(
      { statusCode: row.statusCode, message: null, finished: row.finished },
      row.operationStatus === null ? null : { operationStatus: row.operationStatus },
    );
    counter.total += row.count;
    counter[COUNTER_OF_KIND[kind]] += row.count;
    counters.set(row.senderId, counter);
  }
  return counters;
}
