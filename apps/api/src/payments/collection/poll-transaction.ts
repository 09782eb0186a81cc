import { eq } from 'drizzle-orm';
import * as z from 'zod';
import type { Deps } from '../../common/context.ts';
import { transactions } from '../../db/schema.ts';
import { enqueue } from '../../jobs/queue.ts';
import { AWAITING_COLLECTION, processorOf, settleCollection } from './collection.ts';
import { closeUnpaid, expireTransaction } from './expire-transaction.ts';
import { collectionDeadline } from './stages.ts';

export const POLL_JOB = 'transaction.poll';

export const pollPayload = z.object({
  reference: z.string().min(1),
  /** When the payer was asked (the sandbox's clock needs it). */
  askedAt: z.iso.datetime().transform((text) => new Date(text)),
  polls: z.int().min(0),
});

/** The longest pause between two polls of a payment still pending (the first ones follow the processor's pace). */
export const MAX_POLL_PAUSE_MS = 60_000;

/** The pause before poll number `polls` + 1: the processor's pace, doubling, at most a minute (or its own pace). */
export function pollPauseMs(pollEveryMs: number, polls: number): number {
  return Math.min(pollEveryMs * 2 ** Math.min(polls, 20), Math.max(pollEveryMs, MAX_POLL_PAUSE_MS));
}

/**
 * Asks the processor where a collection stands (for processors without webhooks, and as a safety net for those
 * with): paid or refused is applied; still pending at the payment's deadline (PAYMENT_EXPIRY_MINUTES after its
 * creation) it expires (451); otherwise the next poll is queued, never later than the deadline. A transaction
 * that has moved on (webhook, sandbox phone, an earlier poll) ends the polling. A poll that runs past the deadline
 * (its processor failed until then) ends the payment after one last question (expireTransaction).
 */
export async function pollTransaction(deps: Deps, payload: z.infer<typeof pollPayload>): Promise<void> {
  const { reference, askedAt, polls } = payload;
  const [row] = await deps.db.select().from(transactions).where(eq(transactions.reference, reference));
  if (row === undefined || !AWAITING_COLLECTION.includes(row.statusCode) || row.processorReference === null)
    return;
  const deadline = collectionDeadline(deps.config, row).getTime();
  if (deps.clock().getTime() >= deadline) return expireTransaction(deps, reference);
  const processor = processorOf(deps, row);
  const status = await processor.getCollectionStatus(
    { processorReference: row.processorReference, payerPhone: row.payerPhone, askedAt },
    deps.clock(),
  );
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const settled = await settleCollection(tx, { reference, status, source: 'processor', now });
    if (settled === undefined || !AWAITING_COLLECTION.includes(settled.statusCode)) return;
    if (now.getTime() >= deadline) {
      await closeUnpaid(tx, { reference, word: status, source: 'system', now });
      return;
    }
    const pause = Math.min(pollPauseMs(processor.pollEveryMs, polls), deadline - now.getTime());
    await enqueue(
      tx,
      POLL_JOB,
      { reference, askedAt: askedAt.toISOString(), polls: polls + 1 },
      new Date(now.getTime() + pause),
    );
  });
}
