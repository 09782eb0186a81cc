import { eq } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import type { Executor } from '../db/client.ts';
import { operations, transactions } from '../db/schema.ts';
import { AppError, forbidden, notFound } from '../errors.ts';
import { finishOperation, type OperationOutcome } from './finish-operation.ts';

/** Whether `actor` may settle an operation assigned to `adminId` for a transaction of `country` and `type`. */
export function maySettle(actor: Actor, target: { adminId: string; country: string; type: string }): boolean {
  if (actor.user.isMaster) return true;
  const granted =
    actor.grant?.countries.includes(target.country) === true &&
    actor.grant.allowedOperationsTypes.includes(target.type);
  return target.adminId === actor.user.id && granted;
}

function operationOf(tx: Executor, reference: string) {
  return tx
    .select({ adminId: operations.adminId, country: transactions.country, type: transactions.type })
    .from(operations)
    .innerJoin(transactions, eq(transactions.reference, operations.transactionReference))
    .where(eq(operations.transactionReference, reference));
}

/**
 * Refuses (403) an admin who may not settle the operation of `reference`, before the request's body is read; an
 * unknown operation is left to settleOperation (404 once the request is valid). settleOperation checks again
 * under the row's lock: this early answer only keeps a caller without the right from learning the body's shape.
 */
export async function assertMaySettleOperation(deps: Deps, actor: Actor, reference: string): Promise<void> {
  assertRole(actor, 'admin');
  const [target] = await operationOf(deps.db, reference);
  if (target !== undefined && !maySettle(actor, target)) throw forbidden();
}

/**
 * An agent finishes the delivery leg of a transaction (complete → 200, fail → 528 with its message). Only the
 * assigned admin whose grant covers the transaction's country and type, or the master admin, may, and only while
 * the operation is pending; the audit log records it.
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
    const [row] = await tx
      .select({ operation: operations, country: transactions.country, type: transactions.type })
      .from(operations)
      .innerJoin(transactions, eq(transactions.reference, operations.transactionReference))
      .where(eq(operations.transactionReference, reference))
      .for('update', { of: operations });
    if (row === undefined) throw notFound('operationNotFound');
    const { operation } = row;
    // An agent settles only what is assigned to them and what their grant still covers.
    if (!maySettle(actor, { adminId: operation.adminId, country: row.country, type: row.type }))
      throw forbidden();
    if (operation.operationStatus !== 'pending') throw new AppError('conflict', 'operationNotPending');
    const finished = await finishOperation(tx, { reference, outcome, source: 'agent', now });
    await recordAudit(tx, {
      actor,
      meta,
      action: outcome.kind === 'complete' ? 'operation.complete' : 'operation.fail',
      target: `transaction:${reference}`,
      before: { operationStatus: operation.operationStatus },
      after: {
        operationStatus: finished.operationStatus,
        failureMessage: finished.failureMessage,
        ...(outcome.deliveryReference === undefined ? {} : { deliveryReference: outcome.deliveryReference }),
      },
      at: now,
    });
    return finished;
  });
}
