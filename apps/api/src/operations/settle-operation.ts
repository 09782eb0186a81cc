import { eq } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { operations } from '../db/schema.ts';
import { AppError, forbidden, notFound } from '../errors.ts';
import { finishOperation, type OperationOutcome } from './finish-operation.ts';

/**
 * An agent finishes the delivery leg of a transaction (complete → 200, fail → 528 with its message). Only the
 * assigned admin or the master admin may, and only while the operation is pending; the audit log records it.
 */
export async function settleOperation(
  deps: Deps,
  actor: Actor,
  reference: string,
  outcome: OperationOutcome,
  meta: RequestMeta,
) {
  assertRole(actor, 'admin');
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
    const finished = await finishOperation(tx, { reference, outcome, source: 'agent', now });
    await recordAudit(tx, {
      actor,
      meta,
      action: outcome.kind === 'complete' ? 'operation.complete' : 'operation.fail',
      target: `transaction:${reference}`,
      before: { operationStatus: operation.operationStatus },
      after: { operationStatus: finished.operationStatus, failureMessage: finished.failureMessage },
      at: now,
    });
    return finished;
  });
}
