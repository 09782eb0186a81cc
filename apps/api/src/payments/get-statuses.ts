import { and, eq, inArray } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
import { visibleTransactions } from '../common/visibility.ts';
import { operations, transactions } from '../db/schema.ts';

type StatusRecord = {
  transactionReference: string;
  statusCode: number;
  message: string | null;
  finished: boolean;
};

/** Status records keyed by reference; references the caller may not see are left out. */
export async function getStatuses(
  deps: Deps,
  actor: Actor,
  references: readonly string[],
): Promise<Record<string, StatusRecord>> {
  if (references.length === 0) return {};
  const rows = await deps.db
    .select({
      reference: transactions.reference,
      statusCode: transactions.statusCode,
      message: transactions.message,
      finished: transactions.finished,
    })
    .from(transactions)
    .leftJoin(operations, eq(operations.transactionReference, transactions.reference))
    .where(and(inArray(transactions.reference, [...new Set(references)]), visibleTransactions(actor)));
  return Object.fromEntries(
    rows.map((row) => [
      row.reference,
      {
        transactionReference: row.reference,
        statusCode: row.statusCode,
        message: row.message,
        finished: row.finished,
      },
    ]),
  );
}
