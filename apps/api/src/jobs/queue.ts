import { and, asc, eq, inArray, lt, lte, or } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

/**
 * Durable jobs in the database, safe with any number of workers in any number of processes: a worker claims a due
 * job with FOR UPDATE SKIP LOCKED and holds it for CLAIM_MS; a failure puts it back with exponential backoff; a
 * worker that dies lets its claim lapse and another takes the job. Handlers must therefore be idempotent.
 */
export type Job = typeof jobs.$inferSelect;
export type JobHandler = (job: Job) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export const CLAIM_MS = 30_000;
export const MAX_ATTEMPTS = 8;

/** 1 s, 2 s, 4 s … after each failed attempt, at most 5 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(5 * 60_000, 1000 * 2 ** Math.max(0, attempts - 1));
}

/** Queues a job; inside a database transaction, it is queued only if that transaction commits. */
export async function enqueue(db: Executor, kind: string, payload: unknown, runAt: Date): Promise<void> {
  await db.insert(jobs).values({ kind, payload, runAt, createdAt: runAt });
}

/** Takes the next due job of these kinds (or one whose worker's claim lapsed), or undefined. */
export async function claimJob(db: Db, kinds: readonly string[], now: Date): Promise<Job | undefined> {
  if (kinds.length === 0) return undefined;
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: jobs.id, attempts: jobs.attempts })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, [...kinds]),
          or(
            and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
            and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now)),
          ),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (due === undefined) return undefined;
    const [claimed] = await tx
      .update(jobs)
      .set({ status: 'running', lockedUntil: new Date(now.getTime() + CLAIM_MS), attempts: due.attempts + 1 })
      .where(eq(jobs.id, due.id))
      .returning();
    return claimed;
  });
}

/**
 * Runs one due job with its handler: done when it returns, retried later (or failed for good after MAX_ATTEMPTS)
 * when it throws. Returns the job it ran, if any.
 */
export type JobLog = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export async function runNextJob(
  db: Db,
  handlers: JobHandlers,
  now: () => Date,
  log?: JobLog,
): Promise<Job | undefined> {
  const job = await claimJob(db, Object.keys(handlers), now());
  if (job === undefined) return undefined;
  const handler = handlers[job.kind];
  if (handler === undefined) throw new Error(`no handler for job kind ${job.kind}`);
  try {
    await handler(job);
    await db
      .update(jobs)
      .set({ status: 'done', lockedUntil: null, lastError: null })
      .where(eq(jobs.id, job.id));
  } catch (error) {
    const failed = job.attempts >= MAX_ATTEMPTS;
    await db
      .update(jobs)
      .set({
        status: failed ? 'failed' : 'queued',
        lockedUntil: null,
        runAt: new Date(now().getTime() + backoffMs(job.attempts)),
        lastError: (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(
          0,
          2000,
        ),
      })
      .where(eq(jobs.id, job.id));
    // A job that fails for good needs a person (its effect will not happen by itself): an error in the log.
    const details = { job: String(job.id), kind: job.kind, attempts: job.attempts, err: error };
    if (failed) log?.error(details, `job failed for good after ${job.attempts} attempts`);
    else log?.warn(details, 'job failed; it will be retried');
  }
  return job;
}
