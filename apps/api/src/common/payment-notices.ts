import { paymentNoticeOf } from '@1xpay/domain';
import { sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Executor } from '../db/client.ts';
import { pushSubscriptions } from '../db/schema.ts';

export const PUSH_NOTIFY_JOB = 'push.notify';

/**
 * A notice's job. The transaction is named `transaction`, not `reference`: jobs with a `reference` are the ones
 * that move a payment on (payments/collection/stages.ts), which a notice never does. `only`: the devices a retry
 * is for.
 */
export const noticePayload = z.object({
  transaction: z.string().min(1),
  notice: z.enum(['approval', 'paid', 'succeeded', 'failed']),
  only: z.array(z.number().int()).optional(),
  attempt: z.number().int().min(1).default(1),
});
export type NoticeJob = z.infer<typeof noticePayload>;

/**
 * Inside the status move's database transaction: when the move is one the customer is told about and they have a
 * device subscribed, a notice job is queued (committed with the move, or not at all). One statement either way.
 */
export async function queuePaymentNotice(
  tx: Executor,
  input: { reference: string; senderId: string; from: number; to: number; now: Date },
): Promise<void> {
  const notice = paymentNoticeOf(input.from, input.to);
  if (notice === undefined) return;
  const payload = JSON.stringify({ transaction: input.reference, notice } satisfies Omit<
    NoticeJob,
    'attempt'
  >);
  const at = input.now.toISOString();
  await tx.execute(
    sql`insert into jobs (kind, payload, run_at, created_at)
        select ${PUSH_NOTIFY_JOB}, ${payload}::jsonb, ${at}::timestamptz, ${at}::timestamptz
        where exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${input.senderId})`,
  );
}
