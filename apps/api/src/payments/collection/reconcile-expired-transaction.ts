import { eq } from 'drizzle-orm';
import * as z from 'zod';
import type { Deps } from '../../common/context.ts';
import { transactions } from '../../db/schema.ts';
import { enqueue, type Job } from '../../jobs/queue.ts';
import { processorOf, settleCollection } from './collection.ts';

export const RECONCILE_JOB = 'transaction.reconcile';

/** How long after a payment expired its processor is still asked whether the payer approved after all. */
export const RECONCILE_WINDOW_MS = 24 * 3_600_000;
export const RECONCILE_FIRST_PAUSE_MS = 60_000;
const RECONCILE_MAX_PAUSE_MS = 15 * 60_000;

export const reconcilePayload = z.object({ reference: z.string().min(1), checks: z.int().min(0) });

type ExpiredRow = Pick<typeof transactions.$inferSelect, 'updatedAt'>;

const windowEnd = (row: ExpiredRow) => new Date(row.updatedAt.getTime() + RECONCILE_WINDOW_MS);

async function expiredRow(deps: Deps, reference: string) {
  const [row] = await deps.db.select().from(transactions).where(eq(transactions.reference, reference));
  const waiting =
    row !== undefined &&
    row.statusCode === 451 &&
    row.paidAfterExpiryAt === null &&
    row.processorReference !== null;
  return waiting ? { ...row, processorReference: row.processorReference as string } : undefined;
}

/**
 * After a payment expired (451) while its processor may still let the payer approve: asks the processor, at
 * growing intervals (1 min doubling to 15 min) for 24 hours, until it gives a final answer. Paid, its money is
 * refunded at once (collection.ts refundPaidAfterEnd, decision 042); refused, there is nothing more to do. A processor
 * that does not answer makes the job fail and be retried, until the window ends.
 */
export async function reconcileExpiredTransaction(
  deps: Deps,
  payload: z.infer<typeof reconcilePayload>,
): Promise<void> {
  const row = await expiredRow(deps, payload.reference);
  if (row === undefined) return;
  const status = await processorOf(deps, row).getCollectionStatus(
    { processorReference: row.processorReference, payerPhone: row.payerPhone, askedAt: row.updatedAt },
    deps.clock(),
  );
  const now = deps.clock();
  if (status.kind === 'refused') return;
  await deps.db.transaction(async (tx) => {
    if (status.kind === 'paid') {
      await settleCollection(tx, { reference: row.reference, status, source: 'processor', now });
      return;
    }
    const next =
      now.getTime() + Math.min(RECONCILE_FIRST_PAUSE_MS * 2 ** payload.checks, RECONCILE_MAX_PAUSE_MS);
    if (next > windowEnd(row).getTime()) return;
    await enqueue(
      tx,
      RECONCILE_JOB,
      { reference: row.reference, checks: payload.checks + 1 },
      new Date(next),
    );
  });
}

/** Its retry rule: until the window ends. */
export async function reconcileRetryUntil(deps: Deps, job: Job): Promise<Date | undefined> {
  const row = await expiredRow(deps, reconcilePayload.parse(job.payload).reference);
  return row === undefined ? undefined : windowEnd(row);
}
