import { z } from 'zod';
import { ADVANCE_JOB, advanceTransaction } from '../use-cases/advance-transaction.ts';
import { applyWebhookEvent, WEBHOOK_JOB, webhookJobPayload } from '../use-cases/apply-webhook-event.ts';
import type { Deps } from '../use-cases/context.ts';
import { INITIATE_JOB } from '../use-cases/create-transaction.ts';
import { creditThroughPartner, PARTNER_CREDIT_JOB } from '../use-cases/credit-through-partner.ts';
import { POLL_JOB, pollPayload, pollTransaction } from '../use-cases/poll-transaction.ts';
import { PURGE_JOB, purgeIdempotencyKeys } from '../use-cases/purge-idempotency-keys.ts';
import { VERIFY_JOB, verifyTransaction } from '../use-cases/verify-transaction.ts';
import type { Job, JobHandlers } from './queue.ts';

const referencePayload = z.object({ reference: z.string().min(1) });

/** Every job kind the server runs, with its handler. */
export function jobHandlers(deps: Deps): JobHandlers {
  const advance = (job: Job) => advanceTransaction(deps, referencePayload.parse(job.payload).reference);
  const verify = (job: Job) => verifyTransaction(deps, referencePayload.parse(job.payload).reference);
  const credit = (job: Job) => creditThroughPartner(deps, referencePayload.parse(job.payload).reference);
  return {
    [INITIATE_JOB]: advance,
    [ADVANCE_JOB]: advance,
    [VERIFY_JOB]: verify,
    [PARTNER_CREDIT_JOB]: credit,
    [POLL_JOB]: (job) => pollTransaction(deps, pollPayload.parse(job.payload)),
    [WEBHOOK_JOB]: (job) => applyWebhookEvent(deps, webhookJobPayload.parse(job.payload)),
    [PURGE_JOB]: async () => void (await purgeIdempotencyKeys(deps)),
  };
}
