import { and, eq, inArray } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
import { visibleTransactions } from '../common/visibility.ts';
import { toOperationRecord } from '../common/wire.ts';
import { operations, transactions } from '../db/schema.ts';

/** Operation records keyed by reference; the customer sees those of their transactions, an agent theirs. */
export async function getOperations(
  deps: Deps,
  actor: Actor,
  references: readonly string[],
): Promise<Record<string, ReturnType<typeof toOperationRecord>>> {
  if (references.length === 0) return {};
  const rows = await deps.db
    .select({
      reference: operations.transactionReference,
      operationStatus: operations.operationStatus,
      failureMessage: operations.failureMessage,
    })
    .from(operations)
    .innerJoin(transactions, eq(transactions.reference, operations.transactionReference))
    .where(
      and(inArray(operations.transactionReference, [...new Set(references)]), visibleTransactions(actor)),
    );
  return Object.fromEntries(rows.map((row) => [row.reference, toOperationRecord(row.reference, row)]));
}
