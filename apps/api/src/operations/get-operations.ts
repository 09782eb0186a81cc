import { and, eq, inArray } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
import { visibleTransactions } from '../common/visibility.ts';
import { operations, transactions } from '../db/schema.ts';

type OperationRecord = {
  transactionReference: string;
  operationStatus: 'pending' | 'success' | 'error';
  failureMessage: string | null;
};

/** Operation records keyed by reference; the customer sees those of their transactions, an agent theirs. */
export async function getOperations(
  deps: Deps,
  actor: Actor,
  references: readonly string[],
): Promise<Record<string, OperationRecord>> {
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
  return Object.fromEntries(
    rows.map((row) => [
      row.reference,
      {
        transactionReference: row.reference,
        operationStatus: row.operationStatus as OperationRecord['operationStatus'],
        failureMessage: row.failureMessage,
      },
    ]),
  );
}
