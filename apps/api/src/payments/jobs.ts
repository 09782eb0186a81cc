import * as z from 'zod';
import type { Deps } from '../common/context.ts';
import { type Job, type JobHandlers, retryingUntil } from '../jobs/queue.ts';
import { INITIATE_JOB } from './checkout/create-transaction.ts';
import { PURGE_JOB, purgeIdempotencyKeys } from './checkout/purge-idempotency-keys.ts';
import { ADVANCE_JOB, advanceTransaction } from './collection/advance-transaction.ts';
import { applyWebhookEvent, WEBHOOK_JOB, webhookJobPayload } from './collection/apply-webhook-event.ts';
import { EXPIRE_JOB, expireTransaction } from './collection/expire-transaction.ts';
import { POLL_JOB, pollPayload, pollTransaction } from './collection/poll-transaction.ts';
import {
  RECONCILE_JOB,
  reconcileExpiredTransaction,
  reconcilePayload,
  reconcileRetryUntil,
} from './collection/reconcile-expired-transaction.ts';
import { untilCollectionDeadline, untilDone } from './collection/stages.ts';
import { SWEEP_JOB, sweepPayments } from './collection/sweep-payments.ts';
import { REFUND_JOB, refundTransaction } from './decisions/refund-transaction.ts';
import { VERIFY_JOB, verifyTransaction } from './decisions/verify-transaction.ts';
import { PAYOUT_JOB, payOutTransaction } from './payouts/pay-out-transaction.ts';
import { checkMoneyRule, MONEY_RULE_JOB } from './reconciliation/check-money-rule.ts';

const referencePayload = z.object({ reference: z.string().min(1) });

/**
 * The job kinds of the collection leg, of verification and of refunds, with their handlers. The jobs that take a
 * payment to its processor are retried until the payment's deadline; ending a payment past it, the sweeper and the
 * money rule's reconciliation (decision 044), for ever (at most a minute apart); the others a bounded number of
 * times (decision 018).
 */
export function paymentJobs(deps: Deps): JobHandlers {
  const untilDeadline = untilCollectionDeadline(deps.db, deps.config);
  const advance = retryingUntil(
    (job: Job) => advanceTransaction(deps, referencePayload.parse(job.payload).reference),
    untilDeadline,
  );
  return {
    [INITIATE_JOB]: advance,
    [ADVANCE_JOB]: advance,
    [VERIFY_JOB]: (job) => verifyTransaction(deps, referencePayload.parse(job.payload).reference),
    [POLL_JOB]: retryingUntil((job) => pollTransaction(deps, pollPayload.parse(job.payload)), untilDeadline),
    [EXPIRE_JOB]: retryingUntil(
      (job) => expireTransaction(deps, referencePayload.parse(job.payload).reference),
      untilDone,
    ),
    [RECONCILE_JOB]: retryingUntil(
      (job) => reconcileExpiredTransaction(deps, reconcilePayload.parse(job.payload)),
      (job) => reconcileRetryUntil(deps, job),
    ),
    [SWEEP_JOB]: retryingUntil(async () => void (await sweepPayments(deps)), untilDone),
    [MONEY_RULE_JOB]: retryingUntil(async () => void (await checkMoneyRule(deps)), untilDone),
    [WEBHOOK_JOB]: (job) => applyWebhookEvent(deps, webhookJobPayload.parse(job.payload)),
    [PURGE_JOB]: async () => void (await purgeIdempotencyKeys(deps)),
    [REFUND_JOB]: (job) => refundTransaction(deps, referencePayload.parse(job.payload).reference),
    [PAYOUT_JOB]: (job) => payOutTransaction(deps, referencePayload.parse(job.payload).reference),
  };
}
