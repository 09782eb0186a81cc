import * as z from 'zod';
import type { Executor } from '../db/client.ts';
import { enqueue } from '../jobs/queue.ts';

/** The job that tells a customer of a decision on their account by push (push/notify-identity-decision.ts). */
export const IDENTITY_NOTICE_JOB = 'push.identity-notice';
/** The one that tells them by SMS (identity/text-identity-decision.ts). */
export const IDENTITY_SMS_JOB = 'sms.identity-decision';

export const IDENTITY_DECISIONS = ['accepted', 'moreInfo', 'rejected', 'suspended', 'resumed'] as const;
export type IdentityDecision = (typeof IDENTITY_DECISIONS)[number];

export const identityNoticePayload = z.object({
  userId: z.uuid(),
  decision: z.enum(IDENTITY_DECISIONS),
  reason: z.string().nullable(),
});
export type IdentityNotice = z.infer<typeof identityNoticePayload>;

/**
 * Where the customer is told of a decision on their account (documents accepted, sent back or rejected; payments
 * suspended or resumed), in the transaction that makes it: by push and by SMS, two durable jobs that run after the
 * commit, each tried again on its own.
 */
export async function sendDecisionNotice(tx: Executor, notice: IdentityNotice, now: Date): Promise<void> {
  await enqueue(tx, IDENTITY_NOTICE_JOB, notice, now);
  await enqueue(tx, IDENTITY_SMS_JOB, notice, now);
}
