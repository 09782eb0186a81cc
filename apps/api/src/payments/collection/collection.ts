import { OPERATION_FAILED_CODE, PAID_CODES, paidAfterEndMessage, withRefundNote } from '@1xpay/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type {
  CollectionRequest,
  CollectionStatus,
  PaymentProcessor,
} from '../../adapters/processors/processor.ts';
import type { Deps } from '../../common/context.ts';
import { openRefund } from '../../common/refunds.ts';
import {
  bookEntries,
  entryOf,
  lockTransaction,
  moveTransaction,
  type TransitionSource,
} from '../../common/transitions.ts';
import type { Executor } from '../../db/client.ts';
import { transactionEvents, transactions } from '../../db/schema.ts';
import { enqueue } from '../../jobs/queue.ts';
import { VERIFY_JOB } from '../decisions/verify-transaction.ts';

type TransactionRow = typeof transactions.$inferSelect;

/** Statuses at which the processor's answer about the collection is still awaited. */
export const AWAITING_COLLECTION: readonly number[] = [202, 203, 204];

/** The processor a transaction was created with; one not configured in this process cannot drive it. */
export function processorOf(
  deps: Deps,
  row: Pick<TransactionRow, 'processor' | 'reference'>,
): PaymentProcessor {
  const processor = deps.processors.byName(row.processor);
  if (processor === undefined) {
    throw new Error(
      `transaction ${row.reference} belongs to processor ${row.processor}, not configured here`,
    );
  }
  return processor;
}

/** What the processor is asked to collect for `row`, paid by its sender's account (`customer`). */
export function collectionRequestOf(
  row: TransactionRow,
  customer: CollectionRequest['customer'],
): CollectionRequest {
  return {
    customer,
    reference: row.reference,
    amount: row.amount + row.fees,
    currency: row.currency,
    country: row.country,
    operator: row.operator,
    payerPhone: row.payerPhone,
    description: `${row.type === 'deposit' ? 'Dépôt' : row.type === 'transfer' ? 'Transfert' : 'Retrait'} ${row.reference}`,
  };
}

/**
 * The processor took the money of a payment we had already ended unpaid (it expired, or was refused, then the
 * payer approved anyway). Its §4 status stays (a final status never moves), but the money is collected and goes
 * straight back (decision 042): the collection and its reversal are booked now, the refund opened and its job
 * queued, the customer's message says the payment came too late and is refunded, and the status history records
 * it (an event from the status to itself). Once only: the mark `paid_after_expiry_at`, under the row's lock the
 * caller holds, makes a repeated or late news of the same payment change nothing (and the ledger's unique
 * (reference, kind) and the refund's key would refuse a second booking anyway).
 */
export async function refundPaidAfterEnd(
  tx: Executor,
  row: TransactionRow,
  input: { source: TransitionSource; now: Date },
) {
  const message = withRefundNote(paidAfterEndMessage(row.statusCode), 'refunding');
  const [marked] = await tx
    .update(transactions)
    .set({ paidAfterExpiryAt: input.now, message, updatedAt: input.now })
    .where(and(eq(transactions.reference, row.reference), isNull(transactions.paidAfterExpiryAt)))
    .returning();
  if (marked === undefined) return row;
  await tx.insert(transactionEvents).values({
    reference: row.reference,
    fromCode: row.statusCode,
    toCode: row.statusCode,
    message,
    source: input.source,
    at: input.now,
  });
  await bookEntries(tx, [
    { entry: entryOf(row, 'collection'), at: input.now },
    { entry: entryOf(row, 'reversal'), at: input.now },
  ]);
  await openRefund(tx, row, input.now);
  return marked;
}

/**
 * Applies what the processor says of a collection (from a poll, a webhook or the sandbox's phone), inside the
 * caller's database transaction: paid moves it to 230 and queues the verification; a refusal ends it with its
 * code; pending changes nothing. A transaction no longer awaiting its collection is left as it is (the answer
 * came twice, or late), so applying the same news again is harmless; except "paid" for one that ended unpaid,
 * whose money is refunded at once (refundPaidAfterEnd). Returns the row as it ends up.
 */
export async function settleCollection(
  tx: Executor,
  input: { reference: string; status: CollectionStatus; source: TransitionSource; now: Date },
) {
  const row = await lockTransaction(tx, input.reference);
  // 528 is the end of a collected payment whose delivery failed: news of its payment is old news.
  const endedUnpaid =
    row?.finished === true && !PAID_CODES.has(row.statusCode) && row.statusCode !== OPERATION_FAILED_CODE;
  if (row !== undefined && endedUnpaid && input.status.kind === 'paid') {
    return refundPaidAfterEnd(tx, row, input);
  }
  if (row === undefined || !AWAITING_COLLECTION.includes(row.statusCode) || input.status.kind === 'pending')
    return row;
  const to = input.status.kind === 'paid' ? 230 : input.status.code;
  const moved = await moveTransaction(tx, {
    reference: input.reference,
    to,
    source: input.source,
    now: input.now,
  });
  if (to === 230) await enqueue(tx, VERIFY_JOB, { reference: input.reference }, input.now);
  return moved;
}
