import { and, eq } from 'drizzle-orm';
import * as z from 'zod';
import type { Deps } from '../../common/context.ts';
import { transactions } from '../../db/schema.ts';
import { settleCollection } from './collection.ts';

export const WEBHOOK_JOB = 'webhook.apply';

/** What a verified webhook said of a collection, as the job carries it. */
export const webhookJobPayload = z.object({
  processor: z.string(),
  eventId: z.string(),
  processorReference: z.string(),
  status: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('pending') }),
    z.object({ kind: z.literal('paid') }),
    z.object({ kind: z.literal('refused'), code: z.int() }),
  ]),
});
export type WebhookJobPayload = z.infer<typeof webhookJobPayload>;

/**
 * The job behind a received webhook: what it says of a collection is applied to the transaction with that
 * processor id (paid → 230 and verification; a refusal → its code). An event about a collection we do not know,
 * or that has moved on, changes nothing, so running it twice is harmless.
 */
export async function applyWebhookEvent(deps: Deps, input: WebhookJobPayload): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ reference: transactions.reference })
      .from(transactions)
      .where(
        and(
          eq(transactions.processor, input.processor),
          eq(transactions.processorReference, input.processorReference),
        ),
      );
    if (row === undefined) return;
    await settleCollection(tx, { reference: row.reference, status: input.status, source: 'webhook', now });
  });
}
