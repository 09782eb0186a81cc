import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

/**
 * Durable jobs in the database, safe with any number of workers in any number of processes: a worker claims a due
 * job with FOR UPDATE SKIP LOCKED and holds it for CLAIM_MS, extending the claim while its handler runs; a failure
 * puts it back with exponential backoff; a worker that dies lets its claim lapse and another takes the job. Each
 * claim carries a token, and a worker's end of the job (done, failed, claim extended) counts only while the token
 * is still the job's: a worker whose claim was taken over changes nothing. Handlers must be idempotent.
 */
export type Job = typeof jobs.$inferSelect;
/** What a job does. */
export type JobRun = (job: Job) => Promise<void>;
/**
 * A job kind's handler. With `retryUntil` (the jobs that drive a payment), a failing job is retried at most
 * MAX_RETRY_PAUSE_MS apart until that date, its last try at the date itself; without it (or when it answers
 * undefined), MAX_ATTEMPTS times. A job out of tries is `failed` for good: "dead", listed for a person.
 */
export type JobHandler = JobRun & { readonly retryUntil?: (job: Job) => Promise<Date | undefined> };
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export const CLAIM_MS = 30_000;
export const MAX_ATTEMPTS = 8;
/** The longest pause between two tries of a job retried until a date. */
export const MAX_RETRY_PAUSE_MS = 60_000;

/** 1 s, 2 s, 4 s … after each failed attempt, at most 5 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(5 * 60_000, 1000 * 2 ** Math.max(0, attempts - 1));
}

/** A handler retried until the date `retryUntil` gives (a payment's deadline) rather than MAX_ATTEMPTS times. */
export function retryingUntil(run: JobRun, retryUntil: (job: Job) => Promise<Date | undefined>): JobHandler {
  return Object.assign((job: Job) => run(job), { retryUntil });
}

/** Queues a job; inside a database transaction, it is queued only if that transaction commits. */
export async function enqueue(db: Executor, kind: string, payload: unknown, runAt: Date): Promise<Job> {
  const [queued] = await db.insert(jobs).values({ kind, payload, runAt, createdAt: runAt }).returning();
  if (queued === undefined) throw new Error(`job ${kind} insert returned nothing`);
  return queued;
}

/**
 * Queues the next run of a recurring job unless one is queued already, under a lock of its kind: a run whose claim
 * lapsed after its work committed (its process killed before it could say it was done) is run again, and must not
 * leave two next runs behind it. `tx` is the run's own transaction, so its work and its next run commit together.
 */
export async function enqueueOnce(tx: Executor, kind: string, runAt: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${kind}, 0))`);
  const [queued] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.status, 'queued')))
    .limit(1);
  if (queued === undefined) await enqueue(tx, kind, {}, runAt);
}

/**
 * Takes the next due job of these kinds (or one whose worker's claim lapsed) with a new claim token for `claimMs`,
 * or undefined. One statement: the row is chosen and locked (FOR UPDATE SKIP LOCKED: workers never wait on each
 * other's choice) and claimed in a single round trip.
 */
export async function claimJob(
  db: Db,
  kinds: readonly string[],
  now: Date,
  claimMs: number = CLAIM_MS,
): Promise<Job | undefined> {
  if (kinds.length === 0) return undefined;
  const due = db
    .select({ id: jobs.id })
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
  const [claimed] = await db
    .update(jobs)
    .set({
      status: 'running',
      lockedUntil: new Date(now.getTime() + claimMs),
      claimToken: randomUUID(),
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, due))
    .returning();
  return claimed;
}

export type JobLog = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** When and how a failed try puts the job back: its next try, or dead from now on. */
async function afterFailure(handler: JobHandler, job: Job, now: Date) {
  const until = await handler.retryUntil?.(job).catch(() => undefined);
  const at = now.getTime();
  if (until === undefined) {
    return { dead: job.attempts >= MAX_ATTEMPTS, runAt: new Date(at + backoffMs(job.attempts)) };
  }
  const pause = Math.min(backoffMs(job.attempts), MAX_RETRY_PAUSE_MS);
  return { dead: at >= until.getTime(), runAt: new Date(Math.min(at + pause, until.getTime())) };
}

/**
 * Runs one due job with its handler: done when it returns, retried later (or dead, once out of tries) when it
 * throws. It holds its claim for `claimMs` (CLAIM_MS unless given), extended every `heartbeatMs` (a third of it) while
 * the handler runs. Returns the job it ran, if any.
 */
export async function runNextJob(
  db: Db,
  handlers: JobHandlers,
  now: () => Date,
  log?: JobLog,
  options: {
    heartbeatMs?: number;
    claimMs?: number;
    /** The claims this process holds while their handlers run (by job id), so that a stop can hand them back. */
    inFlight?: Map<bigint, string>;
  } = {},
): Promise<Job | undefined> {
  const claimMs = options.claimMs ?? CLAIM_MS;
  const job = await claimJob(db, Object.keys(handlers), now(), claimMs);
  if (job === undefined) return undefined;
  options.inFlight?.set(job.id, job.claimToken ?? '');
  const handler = handlers[job.kind];
  if (handler === undefined) throw new Error(`no handler for job kind ${job.kind}`);
  const details = { job: String(job.id), kind: job.kind, attempts: job.attempts };
  const mine = and(
    eq(jobs.id, job.id),
    eq(jobs.claimToken, job.claimToken ?? ''),
    eq(jobs.status, 'running'),
  );

  let lost = false;
  const extend = async () => {
    const kept = await db
      .update(jobs)
      .set({ lockedUntil: new Date(now().getTime() + claimMs) })
      .where(mine)
      .returning({ id: jobs.id });
    if (kept.length === 0 && !lost) {
      lost = true;
      log?.warn(details, 'job claim taken over by another worker: this run’s end will be ignored');
    }
  };
  let beat: Promise<void> = Promise.resolve();
  const heartbeat = setInterval(
    () => {
      beat = beat.then(extend).catch(() => undefined);
    },
    options.heartbeatMs ?? claimMs / 3,
  );
  let failure: { error: unknown } | undefined;
  try {
    await handler(job);
  } catch (error) {
    failure = { error };
  } finally {
    clearInterval(heartbeat);
    await beat;
    options.inFlight?.delete(job.id);
  }

  if (failure === undefined) {
    const ended = await db
      .update(jobs)
      .set({ status: 'done', lockedUntil: null, lastError: null, finishedAt: now() })
      .where(mine)
      .returning({ id: jobs.id });
    if (ended.length === 0) log?.warn(details, 'job done after its claim was taken over: ignored');
    return job;
  }
  const { dead, runAt } = await afterFailure(handler, job, now());
  const { error } = failure;
  const ended = await db
    .update(jobs)
    .set({
      status: dead ? 'failed' : 'queued',
      lockedUntil: null,
      runAt,
      finishedAt: dead ? now() : null,
      lastError: (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000),
    })
    .where(mine)
    .returning({ id: jobs.id });
  if (ended.length === 0) {
    log?.warn({ ...details, err: error }, 'job failed after its claim was taken over: ignored');
  } else if (dead) {
    // A dead job needs a person (its effect will not happen by itself): an error in the log, and the master's list.
    log?.error({ ...details, err: error }, `job failed for good after ${job.attempts} attempts`);
  } else {
    log?.warn({ ...details, err: error }, 'job failed; it will be retried');
  }
  return job;
}

/**
 * Gives claims back to the queue at once (a process stopping with handlers still running): each job queued again,
 * due now, its try not counted, so that another worker takes it without waiting for the claim to lapse. A claim
 * already taken over or ended is left alone (the claim token must still match); the handler's own end, if it comes,
 * is then ignored as for any claim taken over. Returns how many were given back.
 */
export async function handBackClaims(
  db: Db,
  claims: ReadonlyMap<bigint, string>,
  now: Date,
): Promise<number> {
  let given = 0;
  for (const [id, claimToken] of claims) {
    const back = await db
      .update(jobs)
      .set({
        status: 'queued',
        lockedUntil: null,
        claimToken: null,
        runAt: now,
        attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      })
      .where(and(eq(jobs.id, id), eq(jobs.claimToken, claimToken), eq(jobs.status, 'running')))
      .returning({ id: jobs.id });
    given += back.length;
  }
  return given;
}
