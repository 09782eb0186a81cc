import { desc, eq } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { toHistoryItem } from '../common/wire.ts';
import { operations, transactions } from '../db/schema.ts';
import { AppError } from '../errors.ts';

export const MAX_LISTED_OPERATIONS = 1000;

/**
 * GET /admin/operations/{uuid}: the operations of the admin named in the path, who must be the caller. A regular
 * admin gets the operations assigned to them; the master admin gets all. Newest first, at most 1000 (§9).
 */
export async function listAdminOperations(deps: Deps, actor: Actor, adminUuid: string) {
  if (adminUuid !== actor.user.id) throw new AppError('forbidden', 'userUuidMismatch');
  assertRole(actor, 'admin');
  const rows = await deps.db
    .select({ operation: operations, transaction: transactions })
    .from(operations)
    .innerJoin(transactions, eq(transactions.reference, operations.transactionReference))
    .where(actor.user.isMaster ? undefined : eq(operations.adminId, actor.user.id))
    .orderBy(desc(operations.createdAt), desc(operations.transactionReference))
    .limit(MAX_LISTED_OPERATIONS);
  return rows.map(({ operation, transaction }) => toAdminOperation(operation, transaction));
}

/** An operation as an admin's list shows it: its record, assignee and times, and the transaction to deliver. */
export function toAdminOperation(
  operation: typeof operations.$inferSelect,
  transaction: typeof transactions.$inferSelect,
) {
  return {
    transactionReference: operation.transactionReference,
    operationStatus: operation.operationStatus as 'pending' | 'success' | 'error',
    failureMessage: operation.failureMessage,
    adminId: operation.adminId,
    claimedAt: operation.claimedAt?.getTime() ?? null,
    createdAt: operation.createdAt.getTime(),
    updatedAt: operation.updatedAt.getTime(),
    transaction: toHistoryItem(transaction),
    statusCode: transaction.statusCode,
  };
}
