import { recordAudit } from '../../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../../common/context.ts';
import { lockTransaction } from '../../common/transitions.ts';
import { AppError, notFound } from '../../errors.ts';
import { settleCollection } from './collection.ts';

/**
 * The sandbox's stand-in for the customer's phone: approving pays the transaction waiting at 204 (230, paid,
 * awaiting verification), declining cancels it (450). Only the transaction's customer or an admin may answer (for
 * anyone else it does not exist), only while it waits for its customer; the answer is audited.
 */
export async function settleSandboxPayment(
  deps: Deps,
  actor: Actor,
  meta: RequestMeta,
  reference: string,
  decision: 'approve' | 'decline',
) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await lockTransaction(tx, reference);
    if (row === undefined || row.processor !== 'sandbox') throw notFound('transactionNotFound');
    if (row.senderId !== actor.user.id && !actor.user.isAdmin) throw notFound('transactionNotFound');
    if (row.statusCode !== 204) throw new AppError('conflict', 'notAwaitingCustomer');
    const moved = await settleCollection(tx, {
      reference,
      status: decision === 'approve' ? { kind: 'paid' } : { kind: 'refused', code: 450 },
      source: 'processor',
      now,
    });
    if (moved === undefined) throw notFound('transactionNotFound');
    await recordAudit(tx, {
      actor,
      meta,
      action: `sandbox.${decision}`,
      target: reference,
      before: { statusCode: row.statusCode },
      after: { statusCode: moved.statusCode },
      at: now,
    });
    return { reference, statusCode: moved.statusCode, message: moved.message, finished: moved.finished };
  });
}
