import { eq } from 'drizzle-orm';
import { moveTransaction, type TransitionSource } from '../common/transitions.ts';
import type { Executor } from '../db/client.ts';
import { operations } from '../db/schema.ts';
import { notFound } from '../errors.ts';

/** What an agent records with a delivery: the operator's or partner's transaction number, and a note. */
export type DeliveryRecord = { deliveryReference?: string | undefined; note?: string | undefined };

export type OperationOutcome =
  | ({ kind: 'complete' } & DeliveryRecord)
  | ({ kind: 'fail'; failureMessage: string } & DeliveryRecord);

/**
 * Ends a pending delivery operation inside the caller's transaction: complete makes the transaction succeed (200,
 * delivery booked); fail makes it a 528 carrying the failure message (money reversed). The delivery's reference
 * and note, when given, are kept with the operation (migration 0026).
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
      deliveryReference: input.outcome.deliveryReference ?? null,
      deliveryNote: input.outcome.note === undefined || input.outcome.note === '' ? null : input.outcome.note,
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
