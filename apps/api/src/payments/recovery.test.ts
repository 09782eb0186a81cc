import { randomUUID } from 'node:crypto';
import type { ResponseOf } from '@1xpay/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema.ts';
import { master, type Signed, signIn } from '../testing/fixtures.ts';
import { paymentJourneys } from '../testing/payment-journeys.ts';
import { latestAudit } from '../testing/records.ts';
import { killJobsOf, stuckPayments } from '../testing/stuck-payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { errorOf } from '../testing/test-client.ts';

// The master admin's view of what the machine could not finish by itself: dead jobs and stuck payments, and what
// a person may do about them (re-queue, cancel), each audited.

let t: TestApp;
let boss: Signed;
let journeys: ReturnType<typeof paymentJourneys>;
const DAY_MS = 24 * 3_600_000;

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

/** A sandbox payment waiting for its customer at 204 (a number ending in 55 waits for the phone). */
async function waiting() {
  const created = await journeys.payFrom('55');
  await journeys.runDueJobs();
  t.clock.advance(t.deps.config.sandboxStepMs);
  await journeys.runDueJobs();
  t.clock.advance(t.deps.config.sandboxStepMs);
  await journeys.runDueJobs();
  expect((await journeys.statusOf(created.reference))?.statusCode).toBe(204);
  return created;
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
    const { reference, payer } = await waiting();
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

describe('stuck payments', () => {
  it('lists those without a live job, and those past their deadline at any stage', async () => {
    const orphan = await waiting();
    await killJobsOf(t, orphan.reference);
    const moving = await waiting();
    let listed = await stuckPayments(t, boss);
    expect(listed.find((item) => item.reference === orphan.reference)).toMatchObject({
      statusCode: 204,
      stage: 'collection',
      liveJob: false,
      finished: false,
      paidAfterExpiryAt: null,
    });
    expect(listed.map((item) => item.reference)).not.toContain(moving.reference);

    const blocked = await journeys.payFrom('08');
    const delivering = await journeys.payFrom('00');
    await journeys.runJobs();
    expect((await journeys.statusOf(blocked.reference))?.statusCode).toBe(235);
    expect((await journeys.statusOf(delivering.reference))?.statusCode).toBe(231);
    expect((await stuckPayments(t, boss)).map((item) => item.reference)).not.toContain(blocked.reference);

    t.clock.advance(DAY_MS);
    boss = { ...boss, apiKey: await signIn(t.deps, boss.user, 'dashboard') }; // a day later: a new session
    listed = await stuckPayments(t, boss);
    const byReference = new Map(listed.map((item) => [item.reference, item]));
    expect(byReference.get(blocked.reference)).toMatchObject({ stage: 'blocked', statusCode: 235 });
    expect(byReference.get(delivering.reference)).toMatchObject({ stage: 'delivery', statusCode: 231 });
    const overdue = byReference.get(moving.reference);
    expect(overdue).toMatchObject({ stage: 'collection', liveJob: true });
    expect(overdue?.deadline).toBe((overdue?.createdAt ?? 0) + 15 * 60_000);
    expect(overdue?.waitingMs).toBe(t.clock.now().getTime() - (overdue?.since ?? 0));
  });

  it('re-queues the job of a stuck payment (audited); not when a job is live or nothing but a person moves it', async () => {
    const orphan = await waiting();
    await killJobsOf(t, orphan.reference);
    const requeued = await t.as(boss).post(`/admin/transactions/${orphan.reference}/requeue`, { reason });
    expect(requeued.status).toBe(200);
    expect(requeued.body).toMatchObject({
      transactionReference: orphan.reference,
      statusCode: 204,
      job: { kind: 'transaction.poll', status: 'queued', reference: orphan.reference },
    });
    expect(await latestAudit(t, boss)).toMatchObject({
      action: 'transaction.requeue',
      target: `transaction:${orphan.reference}`,
      after: { job: requeued.body.job.id, reason },
    });
    const twice = await t.as(boss).post(`/admin/transactions/${orphan.reference}/requeue`, { reason });
    expect([twice.status, errorOf(twice).error]).toEqual([409, 'conflict']);

    const delivering = await journeys.payFrom('00');
    await journeys.runJobs();
    const byHand = await t.as(boss).post(`/admin/transactions/${delivering.reference}/requeue`, { reason });
    expect(byHand.status).toBe(409);
  });

  it('cancels an unpaid stuck payment at 451 with a message (audited), which unblocks its payer', async () => {
    const orphan = await waiting();
    await killJobsOf(t, orphan.reference);
    const cancelled = await t
      .as(boss)
      .post(`/admin/transactions/${orphan.reference}/cancel`, { reason: 'Client injoignable.' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({
      transactionReference: orphan.reference,
      statusCode: 451,
      message: 'Paiement annulé par le service client.',
      finished: true,
    });
    expect(await latestAudit(t, boss)).toMatchObject({
      action: 'transaction.cancel',
      target: `transaction:${orphan.reference}`,
      before: { statusCode: 204 },
      after: { statusCode: 451, reason: 'Client injoignable.' },
    });
    const again = await t
      .as(orphan.payer)
      .post(
        '/api/transactions',
        { type: 'deposit', country: 'BJ', operator: 'mtn', payerPhone: orphan.phone, amount: 5_000 },
        { idempotencyKey: randomUUID() },
      );
    expect(again.status).toBe(201);
  });

  it('refuses (409) to cancel a payment whose money was collected, even one the processor says is paid only now', async () => {
    const blocked = await journeys.payFrom('08');
    await journeys.runJobs();
    const refused = await t.as(boss).post(`/admin/transactions/${blocked.reference}/cancel`, { reason });
    expect([refused.status, errorOf(refused)]).toEqual([
      409,
      {
        error: 'conflict',
        message: "L'argent de cette transaction a été encaissé : elle ne peut pas être annulée.",
      },
    ]);

    // A payer who approved (…00) while their payment's poll job was lost: the processor's answer is applied.
    const approved = await journeys.payFrom('00');
    await journeys.runDueJobs();
    for (let step = 0; step < 2; step += 1) {
      t.clock.advance(t.deps.config.sandboxStepMs);
      await journeys.runDueJobs();
    }
    await killJobsOf(t, approved.reference);
    t.clock.advance(t.deps.config.sandboxStepMs);
    const late = await t.as(boss).post(`/admin/transactions/${approved.reference}/cancel`, { reason });
    expect(late.status).toBe(409);
    expect((await journeys.statusOf(approved.reference))?.statusCode).toBe(230);

    const unknown = await t.as(boss).post('/admin/transactions/1XP-UNKNOWN/cancel', { reason });
    expect(unknown.status).toBe(404);
  });
});
