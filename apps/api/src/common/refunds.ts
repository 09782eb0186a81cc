import { collectedAmount, refundNotesOf, withRefundNote } from '@1xpay/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { refunds, transactions } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { enqueue } from '../jobs/queue.ts';
import { recordAudit } from './audit.ts';
import type { Actor, RequestMeta } from './context.ts';
import { bookEntries, entryOf } from './transitions.ts';

/**
 * The money rule (decision 042): once collected, a payment ends delivered or refunded. Every move that ends a
 * collected payment without delivery (the ledger's reversal) opens its refund here, from `moveTransaction` or from
 * a payment reported paid after it ended unpaid, so that no path can forget it. The refund's job
 * (payments/decisions/refund-transaction.ts) sends it through the processor.
 */
export const REFUND_JOB = 'transaction.refund';

type TransactionRow = typeof transactions.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/**
 * Inside the caller's database transaction: the refund of `row`'s amount and fees to the number that paid, and its
 * job. A payment is refunded at most once (the refund's key is the transaction's reference): a second call changes
 * nothing and answers the refund already there.
 */
export async function openRefund(
  tx: Executor,
  row: Pick<
    TransactionRow,
    'reference' | 'type' | 'processor' | 'amount' | 'fees' | 'currency' | 'payerPhone'
  >,
  now: Date,
): Promise<RefundRow> {
  const [opened] = await tx
    .insert(refunds)
    .values({
      reference: row.reference,
      processor: row.processor,
      // A withdrawal's money goes back to the betting partner (decision 062): what it paid, not amount + fees.
      amount: collectedAmount(row),
      currency: row.currency,
      phone: row.payerPhone,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: refunds.reference })
    .returning();
  if (opened === undefined) {
    const [existing] = await tx.select().from(refunds).where(eq(refunds.reference, row.reference));
    if (existing === undefined) throw new Error(`refund of ${row.reference} neither written nor found`);
    return existing;
  }
  await enqueue(tx, REFUND_JOB, { reference: row.reference }, now);
  return opened;
}

/** The customer's message now says the money has been refunded. */
async function tellRefunded(tx: Executor, row: TransactionRow) {
  await tx
    .update(transactions)
    .set({ message: withRefundNote(row.message, refundNotesOf(row.type).done) })
    .where(eq(transactions.reference, row.reference));
}

/**
 * The processor says the refund is sent: it becomes `sent` and the ledger books `refund` (Dr refunds due,
 * Cr the processor's clearing account) once, in one database transaction. Answers false when the refund was no
 * longer pending (another run, or a person, ended it): nothing is written then.
 */
export async function recordRefundSent(
  tx: Executor,
  reference: string,
  processorReference: string,
  now: Date,
): Promise<boolean> {
  const [sent] = await tx
    .update(refunds)
    .set({ status: 'sent', processorReference, failure: null, updatedAt: now })
    .where(and(eq(refunds.reference, reference), eq(refunds.status, 'pending')))
    .returning();
  if (sent === undefined) return false;
  const [row] = await tx.select().from(transactions).where(eq(transactions.reference, reference));
  if (row === undefined) throw notFound('transactionNotFound');
  await bookEntries(tx, [{ entry: entryOf(row, 'refund'), at: now }]);
  await tellRefunded(tx, row);
  return true;
}

/** What a refund paid outside the system records: why, and the outside reference (e.g. the mobile-money id). */
export type PaidOutside = { reason: string; outsideReference: string };

/** A refund, locked for a person's decision: 404 when unknown, 409 unless it is `failed`. */
export async function lockFailedRefund(tx: Executor, reference: string): Promise<RefundRow> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.reference, reference)).for('update');
  if (refund === undefined) throw notFound('refundNotFound');
  if (refund.status !== 'failed') throw new AppError('conflict', 'refundNotFailed');
  return refund;
}

/**
 * What a proposal to record a refund paid outside is based on: the refund's state when proposed, with its
 * transaction's country and type (what an approver's grant must cover, decision 046).
 */
export async function refundStateIn(tx: Executor, reference: string, lock = false) {
  const query = tx
    .select({
      status: refunds.status,
      attempts: refunds.attempts,
      country: transactions.country,
      type: transactions.type,
    })
    .from(refunds)
    .innerJoin(transactions, eq(transactions.reference, refunds.reference))
    .where(eq(refunds.reference, reference));
  const [refund] = lock ? await query.for('update', { of: refunds }) : await query;
  return refund === undefined ? null : { reference, ...refund };
}

/**
 * Records a failed refund as paid outside the system, in the caller's database transaction: `paid_outside` with
 * the reason and the outside reference, the ledger's `refund_outside` (Dr refunds due, Cr refunds paid outside),
 * the customer's message, and the audit entry (`refund.paidOutside`). The master admin does it at once while
 * four-eyes is off; a second admin's approval does it while it is on (catalogue/approve-change.ts).
 */
export async function recordRefundPaidOutside(
  tx: Executor,
  actor: Actor,
  reference: string,
  input: PaidOutside,
  meta: RequestMeta,
  now: Date,
): Promise<RefundRow> {
  const refund = await lockFailedRefund(tx, reference);
  const [paid] = await tx
    .update(refunds)
    .set({
      status: 'paid_outside',
      outsideReason: input.reason,
      outsideReference: input.outsideReference,
      updatedAt: now,
    })
    .where(eq(refunds.reference, reference))
    .returning();
  if (paid === undefined) throw notFound('refundNotFound');
  const [row] = await tx.select().from(transactions).where(eq(transactions.reference, reference));
  if (row === undefined) throw notFound('transactionNotFound');
  await bookEntries(tx, [{ entry: entryOf(row, 'refund_outside'), at: now }]);
  await tellRefunded(tx, row);
  await recordAudit(tx, {
    actor,
    meta,
    action: 'refund.paidOutside',
    target: `refund:${reference}`,
    before: { status: refund.status, failure: refund.failure },
    after: { status: paid.status, reason: input.reason, outsideReference: input.outsideReference },
    at: now,
  });
  return paid;
}
