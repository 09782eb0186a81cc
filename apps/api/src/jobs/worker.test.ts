import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, Db } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { testClock } from '../testing/test-app.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { enqueue, type Job } from './queue.ts';
import { startWorker } from './worker.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A query of a database that is down: whatever is built on it fails when it runs, as a restarting server makes it. */
function failingQuery(): unknown {
  return new Proxy(() => undefined, {
    get: (_target, property) =>
      property === 'then'
        ? (_done: unknown, fail: (error: Error) => void) =>
            fail(new Error('Connection terminated unexpectedly'))
        : failingQuery,
    apply: () => failingQuery(),
  });
}

/** The database, except that while `down` every statement fails; `tries` counts the worker's claims of a job. */
function flaky(db: Db) {
  const state = { down: true, tries: 0 };
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (!['transaction', 'update', 'insert', 'delete', 'execute'].includes(String(property)))
        return Reflect.get(target, property, receiver);
      if (property === 'update') state.tries += 1;
      if (state.down) return failingQuery;
      return Reflect.get(target, property, receiver);
    },
  });
  return { db: proxy, state };
}

describe('the job worker while the database is down', () => {
  it('says so once, tries again after a growing pause, and runs jobs again once the database is back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const clock = testClock();
    const { db, state } = flaky(database.db);
    const logged: { level: string; message: string }[] = [];
    const log = {
      error: (...args: unknown[]) => void logged.push({ level: 'error', message: String(args[1]) }),
      warn: (...args: unknown[]) => void logged.push({ level: 'warn', message: String(args[1]) }),
    };
    const ran: unknown[] = [];
    const handlers = { 'test.after-outage': async (job: Job) => void ran.push(job.payload) };
    const worker = startWorker(db, handlers, { now: clock.now, pollMs: 500, log, concurrency: 3 });

    // 30 s of outage: a worker polling every 500 ms would try 60 times and log 60 errors; its three loops log once.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(state.tries).toBeGreaterThan(3);
    expect(state.tries).toBeLessThanOrEqual(36);
    expect(logged).toEqual([
      { level: 'error', message: 'job queue database unavailable: retrying until it answers' },
    ]);

    state.down = false;
    await enqueue(database.db, 'test.after-outage', { n: 1 }, clock.now());
    // At most one pause of 5 s before it tries again.
    await vi.advanceTimersByTimeAsync(5_000);
    // The worker says it is back once the job's run has ended (after the handler, once the job is marked done).
    await vi.waitFor(() => {
      expect(ran).toEqual([{ n: 1 }]);
      expect(logged.slice(1)).toEqual([{ level: 'warn', message: 'job queue available again' }]);
    });
    await worker.stop();
  });
});

describe('the job worker with several loops', () => {
  it('runs up to `concurrency` jobs at once, each once', async () => {
    const clock = testClock();
    const log = { error: () => undefined, warn: () => undefined };
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started: unknown[] = [];
    const handlers = {
      'test.at-once': async (job: Job) => {
        started.push(job.payload);
        await released;
      },
    };
    for (const n of [1, 2, 3, 4]) await enqueue(database.db, 'test.at-once', { n }, clock.now());
    const worker = startWorker(database.db, handlers, { now: clock.now, pollMs: 20, log, concurrency: 3 });
    // Three jobs wait on their processor at once; the fourth waits for a free loop.
    await vi.waitFor(() => expect(started).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(started).toHaveLength(3);
    release();
    await vi.waitFor(() => expect(started).toHaveLength(4));
    await worker.stop();
    expect(new Set(started.map((payload) => JSON.stringify(payload))).size).toBe(4);
  });
});

describe('a worker stopping', () => {
  const quiet = { error: () => undefined, warn: () => undefined };

  it('waits for the jobs it runs when they end within the grace period, and gives nothing back', async () => {
    const clock = testClock();
    let release: () => void = () => undefined;
    const done: unknown[] = [];
    const handlers = {
      'test.stop-in-time': async (job: Job) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        done.push(job.payload);
      },
    };
    const job = await enqueue(database.db, 'test.stop-in-time', { n: 1 }, clock.now());
    const worker = startWorker(database.db, handlers, { now: clock.now, pollMs: 10, log: quiet });
    await vi.waitFor(async () => expect((await jobRow(job.id))?.status).toBe('running'));
    const stopping = worker.stop(60_000);
    release();
    expect(await stopping).toEqual({ handedBack: 0 });
    expect(done).toEqual([{ n: 1 }]);
    expect((await jobRow(job.id))?.status).toBe('done');
  });

  it('gives the claims of jobs still running after the grace period back to the queue, due now, the try not counted', async () => {
    const clock = testClock();
    const handlers = { 'test.stop-late': () => new Promise<void>(() => undefined) };
    const job = await enqueue(database.db, 'test.stop-late', { n: 2 }, clock.now());
    const worker = startWorker(database.db, handlers, {
      now: clock.now,
      pollMs: 10,
      log: quiet,
      claimMs: 60_000,
    });
    await vi.waitFor(async () => expect((await jobRow(job.id))?.status).toBe('running'));
    expect(await worker.stop(50)).toEqual({ handedBack: 1 });
    expect(await jobRow(job.id)).toMatchObject({
      status: 'queued',
      lockedUntil: null,
      claimToken: null,
      attempts: 0,
      runAt: clock.now(),
    });
  });
});

async function jobRow(id: bigint) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}
