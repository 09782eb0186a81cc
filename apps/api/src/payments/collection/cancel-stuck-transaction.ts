import { holdsCollectedMoney } from '@1xpay/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../../common/context.ts';
import { assertRole } from '../../common/roles.ts';
import { toStatusRecord } from '../../common/wire.ts';
import { transactions } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { closeUnpaid, lastWordOf } from './expire-transaction.ts';
import { BEFORE_COLLECTION } from './stages.ts';

export const CANCELLED_MESSAGE = 'Paiement annulé par le service client.';

type TransactionRow = typeof transactions.$inferSelect;

/** Why a payment cannot be cancelled: its money was collected, or it is over. */
function refusalFor(row: Pick<TransactionRow, 'statusCode'>) {
  return new AppError(
    'conflict',
    holdsCollectedMoney(row.statusCode) || row.statusCode === 200
      ? 'transactionCollected'
      : 'transactionFinished',
  );
}

/**
 * The master admin cancels a payment that has not been paid (201–204): its processor is asked one last time, so
 * that a payment it was paid for is not cancelled (it is paid here too, and the answer is a 409); refused there,
 * it ends with the processor's code; otherwise it expires (451) with `message` shown to the customer, which frees
 * its payer (408), and the processor is still watched in case the payer approves after all. Audited. A payment
 * whose money was collected is refused (409): the machine cannot give money back by itself.
 */
export async function cancelStuckTransaction(
  deps: Deps,
  actor: Actor,
  reference: string,
  input: { reason: string; message?: string | undefined },
  meta: RequestMeta,
) {
  assertRole(actor, 'master');
  const [row] = await deps.db.select().from(transactions).where(eq(transactions.reference, reference));
  if (row === undefined) throw notFound('transactionNotFound');
  if (!BEFORE_COLLECTION.includes(row.statusCode)) throw refusalFor(row);
  const word = await lastWordOf(deps, row);
  const now = deps.clock();
  const ended = await deps.db.transaction(async (tx) => {
    const closed = await closeUnpaid(tx, {
      reference,
      word,
      message: input.message ?? CANCELLED_MESSAGE,
      source: 'agent',
      now,
    });
    if (closed === undefined || !closed.finished) return closed;
    await recordAudit(tx, {
      actor,
      meta,
      action: 'transaction.cancel',
      target: `transaction:${reference}`,
      before: { statusCode: row.statusCode, message: row.message },
      after: { statusCode: closed.statusCode, message: closed.message, reason: input.reason },
      at: now,
    });
    return closed;
  });
  if (ended === undefined || !ended.finished) {
    // It moved on meanwhile, or its processor says it was paid: not cancelled.
    const [current] = await deps.db.select().from(transactions).where(eq(transactions.reference, reference));
    throw refusalFor(current ?? row);
  }
  return toStatusRecord(ended);
}
