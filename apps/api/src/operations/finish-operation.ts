import { eq } from 'drizzle-orm';
import { moveTransaction, type TransitionSource } from '../common/transitions.ts';
import type { Executor } from '../db/client.ts';
import { operations } from '../db/schema.ts';
import { notFound } from '../errors.ts';

export type OperationOutcome = { kind: 'complete' } | { kind: 'fail'; failureMessage: string };

/**
 * Ends a pending delivery operation inside the caller's transaction: complete makes the transaction succeed (200,
 * delivery booked); fail makes it a 528 carrying the failure message (money reversed).
 */
export async function finishOperation(
  tx: Executor,
  input: { reference: string; outcome: OperationOutcome; source: TransitionSource; now: Date },
) {
  const failureMessage = input.outcome.kind === 'fail' ? input.outcome.failureMessage : null;
  const [updated] = await tx
    .update(operations)
    .set({
      operationStatus: input.outcome.kind === 'complete' ? 'success' : 'error',
      failureMessage,
      updatedAt: input.now,
    })
    .where(eq(operations.transactionReference, input.reference))
    .returning();
  if (updated === undefined) throw notFound('operationNotFound');
  await moveTransaction(tx, {
    reference: input.reference,
    to: input.outcome.kind === 'complete' ? 200 : 528,
    message: failureMessage,
    source: input.source,
    now: input.now,
  });
  return {
    transactionReference: input.reference,
    operationStatus: updated.operationStatus as 'success' | 'error',
    failureMessage: updated.failureMessage,
  };
}
