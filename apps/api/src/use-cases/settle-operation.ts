import { eq } from 'drizzle-orm';
import { operations } from '../db/schema.ts';
import { AppError, forbidden, notFound } from '../errors.ts';
import type { Actor, Deps, RequestMeta } from './context.ts';
import { recordAudit } from './shared/audit.ts';
import { moveTransaction } from './shared/transitions.ts';

export type OperationOutcome = { kind: 'complete' } | { kind: 'fail'; failureMessage: string };

/**
 * An agent finishes the delivery leg of a transaction: completing it makes the transaction succeed (200, the
 * delivery booked); failing it makes the transaction a 528 carrying the failure message (the money reversed).
 * Only the assigned admin or the master admin may, and only while the operation is pending.
 */
export async function settleOperation(
  deps: Deps,
  actor: Actor,
  reference: string,
  outcome: OperationOutcome,
  meta: RequestMeta,
) {
  if (!actor.user.isAdmin) throw forbidden();
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [operation] = await tx
      .select()
      .from(operations)
      .where(eq(operations.transactionReference, reference))
      .for('update');
    if (operation === undefined) throw notFound('operationNotFound');
    if (!actor.user.isMaster && operation.adminId !== actor.user.id) throw forbidden();
    if (operation.operationStatus !== 'pending') throw new AppError('conflict', 'operationNotPending');
    const failureMessage = outcome.kind === 'fail' ? outcome.failureMessage : null;
    const [updated] = await tx
      .update(operations)
      .set({
        operationStatus: outcome.kind === 'complete' ? 'success' : 'error',
        failureMessage,
        updatedAt: now,
      })
      .where(eq(operations.transactionReference, reference))
      .returning();
    if (updated === undefined) throw notFound('operationNotFound');
    await moveTransaction(tx, {
      reference,
      to: outcome.kind === 'complete' ? 200 : 528,
      message: failureMessage,
      source: 'agent',
      now,
    });
    await recordAudit(tx, {
      actor,
      meta,
      action: outcome.kind === 'complete' ? 'operation.complete' : 'operation.fail',
      target: `transaction:${reference}`,
      before: { operationStatus: operation.operationStatus },
      after: { operationStatus: updated.operationStatus, failureMessage },
      at: now,
    });
    return {
      transactionReference: reference,
      operationStatus: updated.operationStatus as 'success' | 'error',
      failureMessage: updated.failureMessage,
    };
  });
}
