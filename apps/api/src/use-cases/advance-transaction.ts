import { eq } from 'drizzle-orm';
import { sandboxOutcome, sandboxReference } from '../adapters/processors/sandbox.ts';
import { transactions } from '../db/schema.ts';
import { enqueue } from '../jobs/queue.ts';
import type { Deps } from './context.ts';
import { lockTransaction, moveTransaction } from './shared/transitions.ts';
import { VERIFY_JOB } from './verify-transaction.ts';

export const ADVANCE_JOB = 'transaction.advance';

/** What the processor answers at each step before the customer is asked: initiated, then payment info valid. */
const BEFORE_APPROVAL: Readonly<Record<number, number>> = { 201: 202, 202: 203, 203: 204 };

/**
 * One step of a transaction through its processor (the job handler of transaction.initiate and
 * transaction.advance): 201 → 202 → 203 → 204, then at 204 the processor's answer: paid (230, verification
 * queued), a refusal, or still waiting for the customer. Each step moves the transaction and queues the next in one
 * database transaction; a step that finds the transaction already past it does nothing, so a re-run is harmless.
 */
export async function advanceTransaction(deps: Deps, reference: string): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const row = await lockTransaction(tx, reference);
    if (row === undefined || row.finished) return;
    const next = BEFORE_APPROVAL[row.statusCode];
    if (next !== undefined) {
      await moveTransaction(tx, { reference, to: next, source: 'processor', now });
      if (next === 202) {
        await tx
          .update(transactions)
          .set({ processorReference: sandboxReference(reference) })
          .where(eq(transactions.reference, reference));
      }
      await enqueue(tx, ADVANCE_JOB, { reference }, new Date(now.getTime() + deps.config.sandboxStepMs));
      return;
    }
    if (row.statusCode !== 204) return;
    const outcome = sandboxOutcome(row.payerPhone);
    if (outcome.kind === 'refuse') {
      await moveTransaction(tx, { reference, to: outcome.code, source: 'processor', now });
    } else if (outcome.kind === 'approve') {
      await moveTransaction(tx, { reference, to: 230, source: 'processor', now });
      await enqueue(tx, VERIFY_JOB, { reference }, now);
    }
    // 'wait': the customer answers through the sandbox's approve/decline calls.
  });
}
