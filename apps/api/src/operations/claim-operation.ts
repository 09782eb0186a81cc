import { eq } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { operations, transactions } from '../db/schema.ts';
import { AppError, forbidden, notFound } from '../errors.ts';
import { toAdminOperation } from './list-admin-operations.ts';
import { maySettle } from './settle-operation.ts';

/**
 * An admin takes a pending operation in hand, so that everyone sees who is on it and since when. An agent claims
 * what is assigned to them while their grant covers it, as for settling it (again: nothing changes); the master admin may claim any pending operation, taking it
 * from its agent (an absent agent's work gets done), even one its agent had claimed. Audited. Answers the
 * operation as the list shows it.
 */
export async function claimOperation(deps: Deps, actor: Actor, reference: string, meta: RequestMeta) {
  assertRole(actor, 'admin');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ operation: operations, transaction: transactions })
      .from(operations)
      .innerJoin(transactions, eq(transactions.reference, operations.transactionReference))
      .where(eq(operations.transactionReference, reference))
      .for('update', { of: operations });
    if (row === undefined) throw notFound('operationNotFound');
    const { operation, transaction } = row;
    const own = operation.adminId === actor.user.id;
    if (
      !maySettle(actor, { adminId: operation.adminId, country: transaction.country, type: transaction.type })
    )
      throw forbidden();
    if (operation.operationStatus !== 'pending') throw new AppError('conflict', 'operationNotPending');
    const claimed =
      own && operation.claimedAt !== null
        ? operation
        : (
            await tx
              .update(operations)
              .set({ adminId: actor.user.id, claimedAt: now, updatedAt: now })
              .where(eq(operations.transactionReference, reference))
              .returning()
          )[0];
    if (claimed === undefined) throw notFound('operationNotFound');
    if (claimed !== operation)
      await recordAudit(tx, {
        actor,
        meta,
        action: 'operation.claim',
        target: `transaction:${reference}`,
        before: { adminId: operation.adminId, claimedAt: operation.claimedAt?.getTime() ?? null },
        after: { adminId: claimed.adminId, claimedAt: now.getTime() },
        at: now,
      });
    return toAdminOperation(claimed, transaction);
  });
}
