import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { testClock } from '../testing/test-app.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import {
  backoffMs,
  CLAIM_MS,
  claimJob,
  enqueue,
  enqueueOnce,
  type Job,
  MAX_ATTEMPTS,
  MAX_RETRY_PAUSE_MS,
  retryingUntil,
  runNextJob,
} from './queue.ts';
import { startWorker } from './worker.ts';

let database: Database;
const clock = testClock();

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function jobOf(id: bigint) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

describe('the job queue', () => {
  it('runs due jobs oldest first, and none before its time', async () => {
    const seen: unknown[] = [];
    const handlers = { 'test.order': async (job: Job) => void seen.push(job.payload) };
    await enqueue(database.db, 'test.order', { n: 2 }, new Date(clock.now().getTime() + 1000));
    await enqueue(database.db, 'test.order', { n: 1 }, clock.now());
    await enqueue(database.db, 'test.order', { n: 3 }, new Date(clock.now().getTime() + 60_000));
    while (await runNextJob(database.db, handlers, () => new Date(clock.now().getTime() + 2000))) {
      // drain what is due two seconds from now
    }
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('retries a failing job with exponential backoff, then gives up after MAX_ATTEMPTS', async () => {
    const handlers = {
      'test.failing': async () => {
        throw new Error('processeur indisponible');
      },
    };
    const logged: { level: string; details: object; message: string }[] = [];
    const log = {
      warn: (details: object, message: string) => logged.push({ level: 'warn', details, message }),
      error: (details: object, message: string) => logged.push({ level: 'error', details, message }),
    };
    await enqueue(database.db, 'test.failing', {}, clock.now());
    let now = clock.now().getTime();
    let ran = await runNextJob(database.db, handlers, () => new Date(now), log);
    const id = ran?.id ?? 0n;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      const row = await jobOf(id);
      expect(row).toMatchObject({
        status: 'queued',
        attempts: attempt,
        lastError: 'Error: processeur indisponible',
      });
      expect(row?.runAt.getTime()).toBe(now + backoffMs(attempt));
      expect(
        await runNextJob(database.db, handlers, () => new Date(now + backoffMs(attempt) - 1)),
      ).toBeUndefined();
      now += backoffMs(attempt);
      ran = await runNextJob(database.db, handlers, () => new Date(now), log);
      expect(ran?.id).toBe(id);
    }
    expect(await jobOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    // Each retry is a warning; giving up is an error naming the job, so that a person can act on it.
    expect(logged.map((entry) => entry.level)).toEqual([
      ...Array<string>(MAX_ATTEMPTS - 1).fill('warn'),
      'error',
    ]);
    expect(logged.at(-1)).toMatchObject({
      details: { job: String(id), kind: 'test.failing', attempts: MAX_ATTEMPTS },
      message: `job failed for good after ${MAX_ATTEMPTS} attempts`,
    });
    expect(backoffMs(1)).toBe(1000);
    expect(backoffMs(3)).toBe(4000);
    expect(backoffMs(30)).toBe(300_000);
  });

  it('retries a job with a deadline at most a minute apart until that deadline, then it is dead', async () => {
    const start = clock.now().getTime();
    const deadline = new Date(start + 10 * 60_000);
    const failing = async () => {
      throw new Error('processeur indisponible');
    };
    const handlers = { 'test.deadline': retryingUntil(failing, async () => deadline) };
    await enqueue(database.db, 'test.deadline', {}, clock.now());
    let now = start;
    let id = 0n;
    const pauses: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const ran = await runNextJob(database.db, handlers, () => new Date(now));
      id = ran?.id ?? id;
      const row = await jobOf(id);
      if (ran === undefined || row?.status !== 'queued') break;
      pauses.push(row.runAt.getTime() - now);
      now = row.runAt.getTime();
    }
    const dead = await jobOf(id);
    expect(dead).toMatchObject({ status: 'failed', lastError: 'Error: processeur indisponible' });
    expect(dead?.attempts).toBeGreaterThan(MAX_ATTEMPTS);
    expect(Math.max(...pauses)).toBe(MAX_RETRY_PAUSE_MS);
    // The last try is at the deadline itself; failing there, the job is dead from then on.
    expect(now).toBe(deadline.getTime());
    expect(dead?.finishedAt?.getTime()).toBe(deadline.getTime());
  });

  it('takes over a job whose worker died, once the claim has lapsed', async () => {
    await enqueue(database.db, 'test.orphan', { orphan: true }, clock.now());
    const claimed = await claimJob(database.db, ['test.orphan'], clock.now());
    expect(claimed).toMatchObject({ status: 'running', attempts: 1 });
    // The worker dies here, without finishing. Before the claim lapses, nobody else takes the job.
    expect(
      await claimJob(database.db, ['test.orphan'], new Date(clock.now().getTime() + CLAIM_MS - 1)),
    ).toBeUndefined();
    const handled: unknown[] = [];
    const handlers = { 'test.orphan': async (job: Job) => void handled.push(job.payload) };
    const retaken = await runNextJob(
      database.db,
      handlers,
      () => new Date(clock.now().getTime() + CLAIM_MS + 1),
    );
    expect(retaken?.id).toBe(claimed?.id);
    expect(handled).toEqual([{ orphan: true }]);
    expect(await jobOf(claimed?.id ?? 0n)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('runs each job exactly once with several workers at the same time', async () => {
    const runs: number[] = [];
    const handlers = {
      'test.parallel': async (job: Job) => {
        runs.push((job.payload as { n: number }).n);
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
    };
    for (let n = 0; n < 40; n += 1) await enqueue(database.db, 'test.parallel', { n }, clock.now());
    const log = { error: (..._args: unknown[]) => undefined, warn: (..._args: unknown[]) => undefined };
    const workers = Array.from({ length: 4 }, () =>
      startWorker(database.db, handlers, { now: clock.now, pollMs: 5, log }),
    );
    const deadline = Date.now() + 20_000;
    while (runs.length < 40 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await Promise.all(workers.map((worker) => worker.stop()));
    expect([...runs].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    const left = await database.db.select().from(jobs).where(eq(jobs.kind, 'test.parallel'));
    expect(left.every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
  });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean) {
  for (let i = 0; i < 500 && !condition(); i += 1) await pause(5);
  expect(condition()).toBe(true);
}

/** A run that waits until the test lets it end, and says when it has started. */
function gate() {
  let open: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  const state = {
    started: false,
    async wait() {
      state.started = true;
      await released;
    },
    open: () => open(),
  };
  return state;
}

/**
 * Two workers on one job: the first stalls (its heartbeat never comes in time) until its claim lapses and the
 * second takes the job over; then the first run ends, then the second, each as `ends` says. The job after each.
 */
async function takenOver(kind: string, ends: readonly ['done' | 'fail', 'done' | 'fail']) {
  await enqueue(database.db, kind, {}, clock.now());
  const gates = [gate(), gate()] as const;
  let calls = 0;
  const handlers = {
    [kind]: async () => {
      const run = calls;
      calls += 1;
      await gates[run]?.wait();
      if (ends[run] === 'fail') throw new Error(`run ${run + 1} fails`);
    },
  };
  const stalled = { heartbeatMs: 3_600_000 };
  const first = runNextJob(database.db, handlers, clock.now, undefined, stalled);
  await until(() => gates[0].started);
  clock.advance(CLAIM_MS + 1);
  const second = runNextJob(database.db, handlers, clock.now, undefined, stalled);
  await until(() => gates[1].started);
  gates[0].open();
  const id = (await first)?.id ?? 0n;
  const afterFirst = await jobOf(id);
  gates[1].open();
  await second;
  return { afterFirst, afterSecond: await jobOf(id) };
}

describe('job claims, fenced by a token', () => {
  it('keeps the claim of a handler that runs longer than CLAIM_MS: nobody takes its job over meanwhile', async () => {
    await enqueue(database.db, 'test.slow', {}, clock.now());
    const slow = gate();
    const first = runNextJob(database.db, { 'test.slow': () => slow.wait() }, clock.now, undefined, {
      heartbeatMs: 5,
    });
    await until(() => slow.started);
    clock.advance(CLAIM_MS + 1);
    await pause(60); // heartbeats extend the claim from the clock's new time
    expect(await claimJob(database.db, ['test.slow'], clock.now())).toBeUndefined();
    slow.open();
    const ran = await first;
    expect(await jobOf(ran?.id ?? 0n)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('ignores the end of a worker whose claim was taken over: the new worker’s run counts', async () => {
    const failedLate = await takenOver('test.fenced-fail', ['fail', 'done']);
    expect(failedLate.afterFirst).toMatchObject({ status: 'running', attempts: 2, lastError: null });
    expect(failedLate.afterSecond).toMatchObject({ status: 'done', attempts: 2, lastError: null });

    const doneLate = await takenOver('test.fenced-done', ['done', 'fail']);
    expect(doneLate.afterFirst).toMatchObject({ status: 'running', attempts: 2 });
    expect(doneLate.afterSecond).toMatchObject({
      status: 'queued',
      attempts: 2,
      lastError: 'Error: run 2 fails',
    });
  });
});

describe('a recurring job’s next run', () => {
  it('is queued once however often a run is repeated (a claim that lapsed after its work committed)', async () => {
    const clock = testClock();
    const kind = 'test.recurring-once';
    for (let run = 0; run < 3; run += 1)
      await database.db.transaction((tx) => enqueueOnce(tx, kind, new Date(clock.now().getTime() + 60_000)));
    const queued = await database.db.select().from(jobs).where(eq(jobs.kind, kind));
    expect(queued.map((job) => job.status)).toEqual(['queued']);
  });
});
