import * as z from 'zod';
import type { Executor } from '../db/client.ts';
import { enqueue } from '../jobs/queue.ts';

/** The job that tells a customer of a decision on their account by push (push/notify-identity-decision.ts). */
export const IDENTITY_NOTICE_JOB = 'push.identity-notice';

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
 * suspended or resumed), in the transaction that makes it: today by push, a durable job that runs after the commit.
 * The SMS of the decision (issue 34) is sent from here too once the SMS adapter exists: queue its job beside the
 * push's, with the same notice.
 */
export async function sendDecisionNotice(tx: Executor, notice: IdentityNotice, now: Date): Promise<void> {
  await enqueue(tx, IDENTITY_NOTICE_JOB, notice, now);
}
