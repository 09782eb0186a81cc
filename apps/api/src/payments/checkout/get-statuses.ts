import { and, eq, inArray } from 'drizzle-orm';
import type { Actor, Deps } from '../../common/context.ts';
import { visibleTransactions } from '../../common/visibility.ts';
import { toStatusRecord } from '../../common/wire.ts';
import { operations, transactions } from '../../db/schema.ts';

/** Status records keyed by reference; references the caller may not see are left out. */
export async function getStatuses(
  deps: Deps,
  actor: Actor,
  references: readonly string[],
): Promise<Record<string, ReturnType<typeof toStatusRecord>>> {
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
  return Object.fromEntries(rows.map((row) => [row.reference, toStatusRecord(row)]));
}
