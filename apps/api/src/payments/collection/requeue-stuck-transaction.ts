import { recordAudit } from '../../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../../common/context.ts';
import { assertRole } from '../../common/roles.ts';
import { lockTransaction } from '../../common/transitions.ts';
import { AppError, notFound } from '../../errors.ts';
import { toJob } from '../../jobs/dead/dead-jobs.ts';
import { enqueue } from '../../jobs/queue.ts';
import { liveJobsOf } from './stages.ts';
import { stageJob } from './sweep-payments.ts';

/**
 * The master admin queues again the job that moves a stuck payment on from where it stands (open it or ask the
 * payer, poll, verify), due now. Refused (409) while a job is already on it, and for a payment no job moves (in
 * delivery, blocked, finished): that waits for a person's decision. A payment past its deadline is then ended.
 */
export async function requeueStuckTransaction(
  deps: Deps,
  actor: Actor,
  reference: string,
  input: { reason: string },
  meta: RequestMeta,
) {
  assertRole(actor, 'master');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await lockTransaction(tx, reference);
    if (row === undefined) throw notFound('transactionNotFound');
    const job = stageJob(row);
    if (job === undefined) throw new AppError('conflict', 'nothingToRequeue');
    if ((await liveJobsOf(tx, [reference])).has(reference)) throw new AppError('conflict', 'jobAlreadyLive');
    const queued = await enqueue(tx, job.kind, job.payload, now);
    await recordAudit(tx, {
      actor,
      meta,
      action: 'transaction.requeue',
      target: `transaction:${reference}`,
      before: { statusCode: row.statusCode },
      after: { job: String(queued.id), kind: queued.kind, reason: input.reason },
      at: now,
    });
    return { transactionReference: reference, statusCode: row.statusCode, job: toJob(queued) };
  });
}
