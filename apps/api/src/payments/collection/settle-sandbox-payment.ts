import type { CollectionStatus } from '../../adapters/processors/processor.ts';
import { recordAudit } from '../../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../../common/context.ts';
import { lockTransaction } from '../../common/transitions.ts';
import { AppError, notFound } from '../../errors.ts';
import { settleCollection } from './collection.ts';

/**
 * The sandbox's stand-in for the customer's phone or card page: approving pays the transaction waiting at 204 (230,
 * paid, awaiting verification), declining cancels it (450), a card page settles it as its test card says
 * (`pay-sandbox-card.ts`). Only the transaction's customer or an admin may answer (for anyone else it does not
 * exist), only while it waits for its customer; the answer is audited as `sandbox.{action}`.
 */
export async function settleSandboxPayment(
  deps: Deps,
  actor: Actor,
  meta: RequestMeta,
  reference: string,
  action: 'approve' | 'decline' | 'card',
  status: CollectionStatus,
) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await lockTransaction(tx, reference);
    if (row === undefined || row.processor !== 'sandbox') throw notFound('transactionNotFound');
    if (row.senderId !== actor.user.id && !actor.user.isAdmin) throw notFound('transactionNotFound');
    // Asked (203: a card page opens at once) or waiting for the customer (204).
    if (row.statusCode !== 203 && row.statusCode !== 204)
      throw new AppError('conflict', 'notAwaitingCustomer');
    const moved = await settleCollection(tx, {
      reference,
      status,
      source: 'processor',
      now,
    });
    if (moved === undefined) throw notFound('transactionNotFound');
    await recordAudit(tx, {
      actor,
      meta,
      action: `sandbox.${action}`,
      target: reference,
      before: { statusCode: row.statusCode },
      after: { statusCode: moved.statusCode },
      at: now,
    });
    return { reference, statusCode: moved.statusCode, message: moved.message, finished: moved.finished };
  });
}
