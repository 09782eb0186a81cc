import { recordAudit } from '../../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../../common/context.ts';
import { assertRole } from '../../common/roles.ts';
import { moveTransaction } from '../../common/transitions.ts';
import { toSafeNumber } from '../../common/wire.ts';
import { refunds } from '../../db/schema.ts';
import { enqueue } from '../../jobs/queue.ts';
import { lockBlocked, toDecision } from './blocked-decision.ts';
import { REFUND_JOB } from './refund-transaction.ts';

/** What the customer reads with the 528 of a reversed payment when the master admin writes nothing else. */
export const REVERSED_MESSAGE =
  'Paiement annulé après vérification : le montant payé, frais compris, vous est remboursé.';

/**
 * The master admin reverses a payment blocked by verification, in one database transaction: 235 → 528 with the
 * message the customer reads, the ledger's reversal (the collection undone, fees included), the refund of amount
 * and fees to the number that paid, and its job (transaction.refund), which sends it through the processor. Who
 * decided and why is in the audit log.
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
    const message = input.message ?? REVERSED_MESSAGE;
    const moved = await moveTransaction(tx, { reference, to: 528, message, source: 'agent', now });
    const [refund] = await tx
      .insert(refunds)
      .values({
        reference,
        processor: blocked.processor,
        amount: blocked.amount + blocked.fees,
        currency: blocked.currency,
        phone: blocked.payerPhone,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (refund === undefined) throw new Error('refund insert returned nothing');
    await enqueue(tx, REFUND_JOB, { reference }, now);
    await recordAudit(tx, {
      actor,
      meta,
      action: 'transaction.reverse',
      target: `transaction:${reference}`,
      before: { statusCode: blocked.statusCode, message: blocked.message },
      after: {
        statusCode: moved.statusCode,
        message,
        reason: input.reason,
        refund: { amount: toSafeNumber(refund.amount), currency: refund.currency, phone: refund.phone },
      },
      at: now,
    });
    return toDecision(moved, refund);
  });
}
