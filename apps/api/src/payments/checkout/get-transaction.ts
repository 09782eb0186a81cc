import { and, asc, eq } from 'drizzle-orm';
import type { Actor, Deps } from '../../common/context.ts';
import { visibleTransactions } from '../../common/visibility.ts';
import { toHistoryItem, toOperationRecord, toStatusRecord } from '../../common/wire.ts';
import { operations, transactionEvents, transactions } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

/**
 * One transaction for its detail screen: what was asked, its status record, its operation record (once delivery
 * started) and its status timeline, oldest first. Only whoever may see it (its sender; an agent it is assigned to;
 * the master admin) gets it: anyone else gets the 404 of an unknown reference.
 */
export async function getTransaction(deps: Deps, actor: Actor, reference: string) {
  const [found] = await deps.db
    .select({ row: transactions, operation: operations })
    .from(transactions)
    .leftJoin(operations, eq(operations.transactionReference, transactions.reference))
    .where(and(eq(transactions.reference, reference), visibleTransactions(actor)));
  if (found === undefined) throw notFound('transactionNotFound');
  const { row, operation } = found;
  const steps = await deps.db
    .select({
      statusCode: transactionEvents.toCode,
      message: transactionEvents.message,
      at: transactionEvents.at,
    })
    .from(transactionEvents)
    .where(eq(transactionEvents.reference, reference))
    .orderBy(asc(transactionEvents.id));
  return {
    transaction: toHistoryItem(row),
    status: toStatusRecord(row),
    operation: operation === null ? null : toOperationRecord(row.reference, operation),
    timeline: steps.map((step) => ({ ...step, at: step.at.getTime() })),
    sandbox: row.processor === 'sandbox' && deps.config.paymentProcessor === 'sandbox',
    receiptToken: row.receiptToken,
    // Shown only while the payer can still act on it: asked (203) or awaited (204), not once paid.
    payerAction: row.statusCode === 203 || row.statusCode === 204 ? row.payerAction : null,
  };
}
