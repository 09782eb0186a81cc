import { eq } from 'drizzle-orm';
import { recordAudit } from '../../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../../common/context.ts';
import { assertRole } from '../../common/roles.ts';
import { jobs } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { toJob } from './dead-jobs.ts';

/** What each decision does to the job. */
const DECISIONS = {
  /** Back in the queue, due now, its tries counted from zero (its last error kept). */
  requeue: (now: Date) => ({ status: 'queued', runAt: now, attempts: 0, claimToken: null, finishedAt: null }),
  /** Out of the dead list for good: it never runs. */
  cancel: (now: Date) => ({ status: 'cancelled', finishedAt: now }),
} as const;

/**
 * The master admin re-queues or cancels a dead job (failed for good), the reason in the audit log, in one database
 * transaction. A re-queued job finds its work where it now stands: a payment past its deadline is ended, not taken
 * further. Cancelling a job does not cancel the payment it was moving (the sweeper gives an unfinished payment its
 * job again): cancel the payment for that. One decision per job: decided, it is no longer dead, so a second one,
 * even a double click racing the first, is a conflict (409).
 */
export async function decideOnDeadJob(
  deps: Deps,
  actor: Actor,
  id: string,
  input: { decision: keyof typeof DECISIONS; reason: string },
  meta: RequestMeta,
) {
  assertRole(actor, 'master');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [dead] = await tx
      .select()
      .from(jobs)
      .where(eq(jobs.id, BigInt(id)))
      .for('update');
    if (dead === undefined) throw notFound('jobNotFound');
    if (dead.status !== 'failed') throw new AppError('conflict', 'jobNotDead');
    const [changed] = await tx
      .update(jobs)
      .set({ lockedUntil: null, ...DECISIONS[input.decision](now) })
      .where(eq(jobs.id, dead.id))
      .returning();
    if (changed === undefined) throw new Error(`job ${id} vanished`);
    await recordAudit(tx, {
      actor,
      meta,
      action: `job.${input.decision}`,
      target: `job:${id}`,
      before: { status: dead.status, attempts: dead.attempts, lastError: dead.lastError },
      after: { status: changed.status, reason: input.reason },
      at: now,
    });
    return toJob(changed);
  });
}
