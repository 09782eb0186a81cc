import { REFUND_NOTES } from '@1xpay/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../../common/context.ts';
import { assertRole } from '../../common/roles.ts';
import { moveTransaction } from '../../common/transitions.ts';
import { toSafeNumber } from '../../common/wire.ts';
import { refunds } from '../../db/schema.ts';
import { lockBlocked, toDecision } from './blocked-decision.ts';

/** Why the customer's 528 ended, when the master admin writes nothing else; the refund's note follows it. */
export const REVERSED_REASON = 'Paiement annulé après vérification.';

/** What the customer reads with the 528 of a reversed payment when the master admin writes nothing else. */
export const REVERSED_MESSAGE = `${REVERSED_REASON} ${REFUND_NOTES.refunding}`;

/**
 * The master admin reverses a payment blocked by verification, in one database transaction: 235 → 528 with the
 * message the customer reads, which moveTransaction books as every end of collected money without delivery (the
 * ledger's reversal into refunds due, the refund of amount and fees to the number that paid and its job
 * transaction.refund, decision 042). This use case adds who decided and why, in the audit log.
 */
export async function reverseTransaction(
  deps: Deps,
  actor: Actor,
  reference: string,
  input: { reason: string; message?: string | undefined },
  meta: RequestMeta,
) {
  assertRole(actor, 'master');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const blocked = await lockBlocked(tx, reference);
    const moved = await moveTransaction(tx, {
      reference,
      to: 528,
      message: input.message ?? REVERSED_REASON,
      source: 'agent',
      now,
    });
    const [refund] = await tx.select().from(refunds).where(eq(refunds.reference, reference));
    if (refund === undefined) throw new Error(`reversal of ${reference} opened no refund`);
    await recordAudit(tx, {
      actor,
      meta,
      action: 'transaction.reverse',
      target: `transaction:${reference}`,
      before: { statusCode: blocked.statusCode, message: blocked.message },
      after: {
        statusCode: moved.statusCode,
        message: moved.message,
        reason: input.reason,
        refund: { amount: toSafeNumber(refund.amount), currency: refund.currency, phone: refund.phone },
      },
      at: now,
    });
    return toDecision(moved, refund);
  });
}
