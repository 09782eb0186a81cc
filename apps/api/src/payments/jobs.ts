import { z } from 'zod';
import type { Deps } from '../common/context.ts';
import type { Job, JobHandlers } from '../jobs/queue.ts';
import { ADVANCE_JOB, advanceTransaction } from './advance-transaction.ts';
import { applyWebhookEvent, WEBHOOK_JOB, webhookJobPayload } from './apply-webhook-event.ts';
import { INITIATE_JOB } from './create-transaction.ts';
import { POLL_JOB, pollPayload, pollTransaction } from './poll-transaction.ts';
import { PURGE_JOB, purgeIdempotencyKeys } from './purge-idempotency-keys.ts';
import { VERIFY_JOB, verifyTransaction } from './verify-transaction.ts';

const referencePayload = z.object({ reference: z.string().min(1) });

/** The job kinds of the collection leg and of verification, with their handlers. */
export function paymentJobs(deps: Deps): JobHandlers {
  const advance = (job: Job) => advanceTransaction(deps, referencePayload.parse(job.payload).reference);
  return {
    [INITIATE_JOB]: advance,
    [ADVANCE_JOB]: advance,
    [VERIFY_JOB]: (job) => verifyTransaction(deps, referencePayload.parse(job.payload).reference),
    [POLL_JOB]: (job) => pollTransaction(deps, pollPayload.parse(job.payload)),
    [WEBHOOK_JOB]: (job) => applyWebhookEvent(deps, webhookJobPayload.parse(job.payload)),
    [PURGE_JOB]: async () => void (await purgeIdempotencyKeys(deps)),
  };
}
