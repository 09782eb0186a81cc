import { and, eq, inArray, lte, not, or, sql } from 'drizzle-orm';
import type { Deps } from '../../common/context.ts';
import { microsOf, oldestFirst } from '../../common/keyset-pages.ts';
import { lockTransaction } from '../../common/transitions.ts';
import type { Db, Executor } from '../../db/client.ts';
import { jobs, transactions } from '../../db/schema.ts';
import { enqueue } from '../../jobs/queue.ts';
import { VERIFY_JOB } from '../decisions/verify-transaction.ts';
import { ADVANCE_JOB } from './advance-transaction.ts';
import { EXPIRE_JOB } from './expire-transaction.ts';
import { POLL_JOB } from './poll-transaction.ts';
import { BEFORE_COLLECTION, collectionDeadline, liveJobsOf, noLiveJob, VERIFICATION } from './stages.ts';

export const SWEEP_JOB = 'maintenance.sweep-payments';
export const SWEEP_EVERY_MS = 30_000;

/** The job that moves a payment on from where it stands, if a job does (not a person). */
export function stageJob(
  row: typeof transactions.$inferSelect,
): { kind: string; payload: object } | undefined {
  const { reference } = row;
  if (row.finished) return undefined;
  if (row.statusCode === 204)
    return { kind: POLL_JOB, payload: { reference, askedAt: row.updatedAt.toISOString(), polls: 0 } };
  if (BEFORE_COLLECTION.includes(row.statusCode)) return { kind: ADVANCE_JOB, payload: { reference } };
  if (VERIFICATION.includes(row.statusCode)) return { kind: VERIFY_JOB, payload: { reference } };
  return undefined;
}

/**
 * Queues the next sweep `SWEEP_EVERY_MS` after `now`, unless one is queued already: one sweep at a time, however
 * many processes run and even if a sweep was taken over by another worker.
 */
export async function scheduleSweep(db: Db, runAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${SWEEP_JOB}, 0))`);
    const [queued] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, SWEEP_JOB), eq(jobs.status, 'queued')))
      .limit(1);
    if (queued === undefined) await enqueue(tx, SWEEP_JOB, {}, runAt);
  });
}

/** Under the payment's lock: what the sweep does for it, if anything. */
async function sweepOne(tx: Executor, deps: Deps, reference: string, now: Date) {
  const row = await lockTransaction(tx, reference);
  if (row === undefined || !BEFORE_COLLECTION.includes(row.statusCode)) return undefined;
  const live = (await liveJobsOf(tx, [reference])).get(reference) ?? [];
  if (now >= collectionDeadline(deps.config, row)) {
    if (live.includes(EXPIRE_JOB)) return undefined;
    await enqueue(tx, EXPIRE_JOB, { reference }, now);
    return 'expiring';
  }
  const job = stageJob(row);
  if (live.length > 0 || job === undefined) return undefined;
  await enqueue(tx, job.kind, job.payload, now);
  return 'requeued';
}

/**
 * The payments sweeper, a maintenance job every 30 s: every payment not yet paid and past its deadline gets a
 * job that ends it (transaction.expire: the processor's last word, then paid, refused or 451), and one that no
 * job moves any more (its job died, or was lost) gets its job again. Each payment is decided under its row's lock
 * from what is queued at that moment, so sweeps in several processes, or run twice, queue nothing twice. A sweep
 * reads the candidates in batches of SWEEP_BATCH_SIZE, oldest first, and goes on until none is left (issue 31): a
 * burst of payments all due at once is swept in one go, not a batch every 30 s, so none ends more than a sweep's
 * interval after its deadline.
 */
export async function sweepPayments(deps: Deps): Promise<{ expiring: number; requeued: number }> {
  const now = deps.clock();
  const overdue = lte(transactions.createdAt, new Date(now.getTime() - deps.config.paymentExpiryMs));
  const done = { expiring: 0, requeued: 0 };
  // Batch after batch in (created, reference) order, each after the last one read: the shared keyset, to the
  // microsecond as PostgreSQL keeps times (a millisecond key would read rows of that millisecond again).
  let after: string | undefined;
  for (;;) {
    const keyset = oldestFirst(transactions.createdAt, transactions.reference, 'text', after);
    const candidates = await deps.db
      .select({ reference: transactions.reference, micros: microsOf(transactions.createdAt) })
      .from(transactions)
      .where(
        and(
          not(transactions.finished),
          inArray(transactions.statusCode, [...BEFORE_COLLECTION]),
          or(and(overdue, noLiveJob(transactions.reference, EXPIRE_JOB)), noLiveJob(transactions.reference)),
          keyset.where,
        ),
      )
      .orderBy(...keyset.orderBy)
      .limit(deps.config.sweepBatchSize);
    for (const { reference } of candidates) {
      const outcome = await deps.db.transaction((tx) => sweepOne(tx, deps, reference, now));
      if (outcome !== undefined) done[outcome] += 1;
    }
    const last = candidates.at(-1);
    if (last === undefined || candidates.length < deps.config.sweepBatchSize) break;
    after = `${last.micros}_${last.reference}`;
  }
  await scheduleSweep(deps.db, new Date(now.getTime() + SWEEP_EVERY_MS));
  return done;
}
