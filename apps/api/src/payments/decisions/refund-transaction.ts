import { and, eq } from 'drizzle-orm';
import type { RefundResult } from '../../adapters/processors/processor.ts';
import type { Deps } from '../../common/context.ts';
import { refunds, transactions } from '../../db/schema.ts';
import { enqueue } from '../../jobs/queue.ts';
import { processorOf } from '../collection/collection.ts';

export const REFUND_JOB = 'transaction.refund';

/** How soon a refund on its way at the processor (started, not yet sent) is asked about again. */
export const REFUND_CHECK_MS = 60_000;

/** At most this many processor calls in one run: create, then send (a created refund is sent at once). */
const STEPS_PER_RUN = 3;

async function record(deps: Deps, reference: string, change: Partial<typeof refunds.$inferInsert>) {
  await deps.db
    .update(refunds)
    .set({ ...change, updatedAt: deps.clock() })
    .where(and(eq(refunds.reference, reference), eq(refunds.status, 'pending')));
}

/**
 * The job that pays a reversed payment back (transaction.refund): one processor step a call, each answer stored
 * before the next, so that a retry after a crash reads the refund the processor already has instead of sending the
 * money twice. Sent or refused for good ends it (`sent`, `failed` with the processor's reason, shown by
 * GET /admin/refunds); on its way, it asks again in REFUND_CHECK_MS; a failure to reach the processor throws, and
 * the queue retries with backoff (the error kept in `failure` meanwhile).
 */
export async function refundTransaction(deps: Deps, reference: string): Promise<void> {
  const [refund] = await deps.db.select().from(refunds).where(eq(refunds.reference, reference));
  if (refund === undefined || refund.status !== 'pending') return;
  const [row] = await deps.db.select().from(transactions).where(eq(transactions.reference, reference));
  if (row === undefined) return;
  const processor = processorOf(deps, { reference, processor: refund.processor });
  let refundReference = refund.processorReference ?? undefined;
  for (let step = 0; step < STEPS_PER_RUN; step += 1) {
    let result: RefundResult;
    try {
      result = await processor.refund({
        reference,
        collectionReference: row.processorReference,
        amount: refund.amount,
        currency: refund.currency,
        country: row.country,
        operator: row.operator,
        phone: refund.phone,
        refundReference,
      });
    } catch (error) {
      await record(deps, reference, { failure: error instanceof Error ? error.message : String(error) });
      throw error;
    }
    if (result.kind === 'created') {
      refundReference = result.refundReference;
      await record(deps, reference, { processorReference: refundReference, failure: null });
      continue;
    }
    if (result.kind === 'refused') {
      await record(deps, reference, { status: 'failed', failure: result.message });
      return;
    }
    if (result.kind === 'sent') {
      await record(deps, reference, {
        status: 'sent',
        processorReference: result.refundReference,
        failure: null,
      });
      return;
    }
    const now = deps.clock();
    await deps.db.transaction(async (tx) => {
      await tx
        .update(refunds)
        .set({ processorReference: result.refundReference, failure: null, updatedAt: now })
        .where(eq(refunds.reference, reference));
      await enqueue(tx, REFUND_JOB, { reference }, new Date(now.getTime() + REFUND_CHECK_MS));
    });
    return;
  }
  throw new Error(`refund of ${reference}: no answer but "created" in ${STEPS_PER_RUN} steps`);
}
