import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, transactionEvents, transactions } from '../../db/schema.ts';
import { jobHandlers } from '../../jobs/handlers.ts';
import { runNextJob } from '../../jobs/queue.ts';
import { customer } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { collectionDeadline } from './stages.ts';
import { SWEEP_JOB } from './sweep-payments.ts';

// Issue 31: a burst of payments (every account within its limits) all due at once. The sweeper reads its
// candidates in batches (SWEEP_BATCH_SIZE, 3 here to keep the burst small); it must still end each of them no
// later than one sweep interval (30 s) after its deadline, however many batches the burst fills.

const ACCOUNTS = 4;
const PER_ACCOUNT = 3;
const STEP_MS = 10_000;
const SWEEP_EVERY_MS = 30_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SWEEP_BATCH_SIZE: '3' });
});
afterAll(() => t.close());

/** Every job due now, until none is left (the clock stays where it is). */
async function runDueJobs() {
  const handlers = jobHandlers(t.deps);
  while ((await runNextJob(t.deps.db, handlers, t.clock.now)) !== undefined);
}

describe('the payments sweeper under a burst', () => {
  it('ends every payment of a burst whose jobs died no later than 30 s after its deadline', async () => {
    const accounts = await Promise.all(Array.from({ length: ACCOUNTS }, () => customer(t.deps)));
    // Each account pays from one number that waits for the phone (…55), three payments: within its limits.
    const created = await Promise.all(
      accounts.flatMap((account, index) =>
        Array.from({ length: PER_ACCOUNT }, (_, at) =>
          t.as(account).post(
            '/api/transactions',
            {
              type: 'deposit',
              country: 'BJ',
              operator: 'mtn',
              payerPhone: `+2290196${String(9000 + index)}55`,
              amount: 1_000 + at,
            },
            { idempotencyKey: randomUUID() },
          ),
        ),
      ),
    );
    expect(created.map((response) => response.status)).toEqual(created.map(() => 201));
    const references = created.map((response) => response.body.reference);
    const rows = await t.deps.db
      .select()
      .from(transactions)
      .where(inArray(transactions.reference, references));
    const deadlines = new Map(
      rows.map((row) => [row.reference, collectionDeadline(t.deps.config, row).getTime()]),
    );
    const deadline = Math.min(...deadlines.values());

    // Their jobs died (a worker lost them) and their deadline has just passed: only the sweeper can end them now.
    t.clock.set(new Date(deadline + 1_000));
    await t.deps.db
      .update(jobs)
      .set({ status: 'failed' })
      .where(inArray(jobs.status, ['queued', 'running']));
    await t.deps.db.delete(jobs).where(eq(jobs.kind, SWEEP_JOB));
    await t.deps.db.insert(jobs).values({
      kind: SWEEP_JOB,
      payload: {},
      runAt: t.clock.now(),
      createdAt: t.clock.now(),
    });
    // The workers run every 10 s of the test clock, until every payment has ended (10 sweeps at most).
    const open = () =>
      t.deps.db
        .select({ reference: transactions.reference })
        .from(transactions)
        .where(and(inArray(transactions.reference, references), eq(transactions.finished, false)));
    for (let spent = 0; spent <= 10 * SWEEP_EVERY_MS && (await open()).length > 0; spent += STEP_MS) {
      await runDueJobs();
      t.clock.advance(STEP_MS);
    }

    const ended = await t.deps.db
      .select({ reference: transactionEvents.reference, at: transactionEvents.at })
      .from(transactionEvents)
      .where(and(inArray(transactionEvents.reference, references), eq(transactionEvents.toCode, 451)));
    expect(ended.map((event) => event.reference).sort()).toEqual([...references].sort());
    // Seconds past its deadline of each payment that ended later than a sweep's interval after it: none.
    const lateness = ended.map(
      (event) => (event.at.getTime() - (deadlines.get(event.reference) ?? 0)) / 1000,
    );
    expect(lateness.filter((seconds) => seconds > SWEEP_EVERY_MS / 1000)).toEqual([]);
  });
});
