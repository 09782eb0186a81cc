import { OPERATION_FAILED_CODE, PAID_CODES } from '@1xpay/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type {
  CollectionRequest,
  CollectionStatus,
  PaymentProcessor,
} from '../../adapters/processors/processor.ts';
import type { Deps } from '../../common/context.ts';
import { lockTransaction, moveTransaction, type TransitionSource } from '../../common/transitions.ts';
import type { Executor } from '../../db/client.ts';
import { transactions } from '../../db/schema.ts';
import { enqueue } from '../../jobs/queue.ts';
import { VERIFY_JOB } from '../decisions/verify-transaction.ts';

type TransactionRow = typeof transactions.$inferSelect;

/** Statuses at which the processor's answer about the collection is still awaited. */
export const AWAITING_COLLECTION: readonly number[] = [202, 203, 204];

/** The processor a transaction was created with; a transaction of another processor cannot be driven here. */
export function processorOf(
  deps: Deps,
  row: Pick<TransactionRow, 'processor' | 'reference'>,
): PaymentProcessor {
  if (row.processor !== deps.processor.name) {
    throw new Error(
      `transaction ${row.reference} belongs to processor ${row.processor}, not ${deps.processor.name}`,
    );
  }
  return deps.processor;
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
 * payer approved anyway): the payment keeps its final status and is marked for a person to decide (decision 018,
 * the stuck list), never dropped. Marked once; the caller holds the row's lock.
 */
export async function markPaidAfterExpiry(tx: Executor, reference: string, now: Date) {
  const [marked] = await tx
    .update(transactions)
    .set({ paidAfterExpiryAt: now })
    .where(and(eq(transactions.reference, reference), isNull(transactions.paidAfterExpiryAt)))
    .returning();
  return marked;
}

/**
 * Applies what the processor says of a collection (from a poll, a webhook or the sandbox's phone), inside the
 * caller's database transaction: paid moves it to 230 and queues the verification; a refusal ends it with its
 * code; pending changes nothing. A transaction no longer awaiting its collection is left as it is (the answer
 * came twice, or late), so applying the same news again is harmless; except "paid" for one that ended unpaid,
 * which is marked for a person (markPaidAfterExpiry). Returns the row as it ends up.
 */
export async function settleCollection(
  tx: Executor,
  input: { reference: string; status: CollectionStatus; source: TransitionSource; now: Date },
) {
  const row = await lockTransaction(tx, input.reference);
  // 528 is the end of a collected payment whose delivery failed: news of its payment is old news.
  const endedUnpaid =
    row?.finished === true && !PAID_CODES.has(row.statusCode) && row.statusCode !== OPERATION_FAILED_CODE;
  if (endedUnpaid && input.status.kind === 'paid') {
    return (await markPaidAfterExpiry(tx, input.reference, input.now)) ?? row;
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
