import { and, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobs } from '../db/schema.ts';
import type { Signed } from './fixtures.ts';
import type { paymentJourneys } from './payment-journeys.ts';
import type { TestApp } from './test-app.ts';

// What the tests of deadlines and recovery do to jobs and read of stuck payments.

/** A payment's jobs, oldest first. */
export function jobsOf(t: TestApp, reference: string) {
  return t.deps.db
    .select()
    .from(jobs)
    .where(sql`${jobs.payload}->>'reference' = ${reference}`)
    .orderBy(jobs.id);
}

/** Its queued or running jobs die (an old rule gave up on them, a process lost them): nothing moves it any more. */
export function killJobsOf(t: TestApp, reference: string) {
  return t.deps.db
    .update(jobs)
    .set({ status: 'failed', lockedUntil: null, finishedAt: t.clock.now() })
    .where(
      and(sql`${jobs.payload}->>'reference' = ${reference}`, inArray(jobs.status, ['queued', 'running'])),
    )
    .returning();
}

/** The stuck payments, as the master admin lists them (one page of 200). */
export async function stuckPayments(t: TestApp, boss: Signed) {
  const listed = await t.as(boss).get('/admin/transactions/stuck', { query: { limit: 200 } });
  expect(listed.status).toBe(200);
  return listed.body.data;
}

/** A sandbox payment waiting for its customer at 204 (a number ending in 55 waits for the phone). */
export async function waitingPayment(t: TestApp, journeys: ReturnType<typeof paymentJourneys>) {
  const created = await journeys.payFrom('55');
  await journeys.runDueJobs();
  t.clock.advance(t.deps.config.sandboxStepMs);
  await journeys.runDueJobs();
  t.clock.advance(t.deps.config.sandboxStepMs);
  await journeys.runDueJobs();
  expect((await journeys.statusOf(created.reference))?.statusCode).toBe(204);
  return created;
}
