import type { RefundStatus } from '@1xpay/domain';
import { lockTransaction } from '../../common/transitions.ts';
import { toSafeNumber } from '../../common/wire.ts';
import type { Executor } from '../../db/client.ts';
import type { refunds, transactions } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';

type RefundRow = typeof refunds.$inferSelect;

/**
 * A blocked payment (235), locked until the caller's decision commits. One decision per payment: once released or
 * reversed it is no longer at 235, so a second decision, even a double click racing the first, is a conflict.
 */
export async function lockBlocked(tx: Executor, reference: string) {
  const row = await lockTransaction(tx, reference);
  if (row === undefined) throw notFound('transactionNotFound');
  if (row.statusCode !== 235) throw new AppError('conflict', 'transactionNotBlocked');
  return row;
}

export function toRefund(refund: RefundRow) {
  return {
    transactionReference: refund.reference,
    amount: toSafeNumber(refund.amount),
    currency: refund.currency,
    phone: refund.phone,
    processor: refund.processor,
    status: refund.status as RefundStatus,
    processorReference: refund.processorReference,
    failure: refund.failure,
    attempts: refund.attempts,
    outsideReference: refund.outsideReference,
    outsideReason: refund.outsideReason,
    createdAt: refund.createdAt.getTime(),
    updatedAt: refund.updatedAt.getTime(),
  };
}

/** What a decision answers: the transaction as it now stands and, for a reversal, its refund. */
export function toDecision(moved: typeof transactions.$inferSelect, refund: RefundRow | null) {
  return {
    transactionReference: moved.reference,
    statusCode: moved.statusCode as 231 | 528,
    message: moved.message,
    finished: moved.finished,
    refund: refund === null ? null : toRefund(refund),
  };
}
