import { eq } from 'drizzle-orm';
import { sandboxPartnerCredit } from '../adapters/partners/sandbox-partner.ts';
import type { Deps } from '../common/context.ts';
import { operations, transactions } from '../db/schema.ts';
import { finishOperation } from './finish-operation.ts';

export const PARTNER_CREDIT_JOB = 'operation.partner';

/**
 * Where PARTNER_AUTO_CREDIT is on, the betting partner credits a verified deposit itself: its answer completes or
 * fails the pending operation. Re-running it on a finished operation does nothing.
 */
export async function creditThroughPartner(deps: Deps, reference: string): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ operation: operations, transaction: transactions })
      .from(operations)
      .innerJoin(transactions, eq(transactions.reference, operations.transactionReference))
      .where(eq(operations.transactionReference, reference))
      .for('update', { of: operations });
    if (row === undefined || row.operation.operationStatus !== 'pending') return;
    const answer = sandboxPartnerCredit(row.transaction);
    await finishOperation(tx, {
      reference,
      outcome: answer.credited
        ? { kind: 'complete' }
        : { kind: 'fail', failureMessage: answer.failureMessage },
      source: 'partner',
      now,
    });
  });
}
