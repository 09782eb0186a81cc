import type { ResponseOf } from '@1xpay/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { master, type Signed } from '../../testing/fixtures.ts';
import { paymentJourneys } from '../../testing/payment-journeys.ts';
import { latestAudit } from '../../testing/records.ts';
import { killJobsOf, waitingPayment } from '../../testing/stuck-payments.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { errorOf } from '../../testing/test-client.ts';

// The master admin's view of the jobs that failed for good ("dead"), whatever their kind, and what a person may do
// about them (re-queue, cancel), each audited. Stuck payments: payments/collection/recovery.test.ts.

let t: TestApp;
let boss: Signed;
let journeys: ReturnType<typeof paymentJourneys>;

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_EXPIRY_MINUTES: '15' });
  boss = await master(t.deps);
  journeys = paymentJourneys(t);
});
afterAll(() => t.close());

const reason = 'Le prestataire répond de nouveau.';

/** A job that failed for good `ago` ms before now. */
async function deadJob(kind: string, payload: Record<string, unknown>, ago: number) {
  const at = new Date(t.clock.now().getTime() - ago);
  const [row] = await t.deps.db
    .insert(jobs)
    .values({
      kind,
      payload,
      status: 'failed',
      attempts: 8,
      lastError: 'FedapayError: FedaPay GET /v1/transactions/1: HTTP 503',
      runAt: at,
      createdAt: at,
      finishedAt: at,
    })
    .returning();
  if (row === undefined) throw new Error('job insert returned nothing');
  return row;
}

async function deadList() {
  const seen: ResponseOf<'GET', '/admin/jobs/dead'>['data'] = [];
  let after: string | undefined;
  for (let page = 0; page < 50; page += 1) {
    const reply = await t.as(boss).get('/admin/jobs/dead', { query: { limit: 2, after } });
    expect(reply.status).toBe(200);
    expect(reply.body.data.length).toBeLessThanOrEqual(2);
    seen.push(...reply.body.data);
    if (reply.body.next === null) return seen;
    after = reply.body.next;
  }
  throw new Error('too many pages');
}

describe('dead jobs', () => {
  it('lists them oldest first, a page at a time: kind, payment, attempts, last error, when', async () => {
    const oldest = await deadJob('transaction.poll', { reference: '1XP-DEAD-0001', polls: 3 }, 3 * 60_000);
    const middle = await deadJob('maintenance.purge-idempotency-keys', {}, 2 * 60_000);
    const newest = await deadJob('transaction.verify', { reference: '1XP-DEAD-0002' }, 60_000);
    const listed = await deadList();
    const mine = listed.filter((job) => [oldest.id, middle.id, newest.id].map(String).includes(job.id));
    expect(mine.map((job) => job.id)).toEqual([String(oldest.id), String(middle.id), String(newest.id)]);
    expect(mine[0]).toEqual({
      id: String(oldest.id),
      kind: 'transaction.poll',
      reference: '1XP-DEAD-0001',
      status: 'failed',
      attempts: 8,
      lastError: 'FedapayError: FedaPay GET /v1/transactions/1: HTTP 503',
      runAt: t.clock.now().getTime() - 3 * 60_000,
      finishedAt: t.clock.now().getTime() - 3 * 60_000,
      createdAt: t.clock.now().getTime() - 3 * 60_000,
    });
    expect(mine[1]?.reference).toBeNull();
    expect(listed.every((job) => job.status === 'failed')).toBe(true);
  });

  it('pages through jobs that died within one millisecond each once: the cursor keeps the microseconds', async () => {
    const ago = 10 * 60_000;
    const second = (t.clock.now().getTime() - ago) / 1000;
    const ids: string[] = [];
    for (const micros of [900, 100, 500]) {
      const job = await deadJob('transaction.poll', {}, ago);
      await t.deps.db
        .update(jobs)
        .set({ finishedAt: sql`to_timestamp(${second}) + ${micros} * interval '1 microsecond'` })
        .where(eq(jobs.id, job.id));
      ids.push(String(job.id));
    }
    const listed = (await deadList()).map((job) => job.id);
    expect(listed.filter((id) => ids.includes(id))).toEqual([ids[1], ids[2], ids[0]]);
  });

  it('re-queues a dead job (audited), which runs again; a job that is not dead cannot be', async () => {
    const { reference, payer } = await waitingPayment(t, journeys);
    const [killed] = await killJobsOf(t, reference);
    const id = String(killed?.id);
    const requeued = await t.as(boss).post(`/admin/jobs/${id}/requeue`, { reason });
    expect(requeued.status).toBe(200);
    expect(requeued.body).toMatchObject({ id, status: 'queued', attempts: 0, finishedAt: null, reference });
    expect(await latestAudit(t, boss)).toMatchObject({
      action: 'job.requeue',
      target: `job:${id}`,
      before: { status: 'failed', attempts: killed?.attempts },
      after: { status: 'queued', reason },
    });
    expect((await deadList()).map((job) => job.id)).not.toContain(id);

    const again = await t.as(boss).post(`/admin/jobs/${id}/requeue`, { reason });
    expect([again.status, errorOf(again).error]).toEqual([409, 'conflict']);
    const unknown = await t.as(boss).post('/admin/jobs/999999999/requeue', { reason });
    expect([unknown.status, errorOf(unknown).error]).toEqual([404, 'not_found']);

    await t.as(payer).post(`/sandbox/transactions/${reference}/approve`);
    await journeys.runJobs();
    expect((await journeys.statusOf(reference))?.statusCode).toBe(231);
  });

  it('cancels a dead job (audited): it leaves the list and never runs', async () => {
    const dead = await deadJob('transaction.verify', { reference: '1XP-DEAD-0003' }, 1_000);
    const cancelled = await t
      .as(boss)
      .post(`/admin/jobs/${dead.id}/cancel`, { reason: 'Paiement traité à la main.' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id: String(dead.id), status: 'cancelled' });
    expect(await latestAudit(t, boss)).toMatchObject({
      action: 'job.cancel',
      target: `job:${dead.id}`,
      after: { status: 'cancelled', reason: 'Paiement traité à la main.' },
    });
    expect((await deadList()).map((job) => job.id)).not.toContain(String(dead.id));
    const twice = await t.as(boss).post(`/admin/jobs/${dead.id}/cancel`, { reason });
    expect(twice.status).toBe(409);
  });
});
