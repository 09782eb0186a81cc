import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { master, type Signed, signIn } from '../../testing/fixtures.ts';
import { paymentJourneys } from '../../testing/payment-journeys.ts';
import { latestAudit } from '../../testing/records.ts';
import { killJobsOf, stuckPayments, waitingPayment } from '../../testing/stuck-payments.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { errorOf } from '../../testing/test-client.ts';

// The master admin's view of the payments the machine could not move on by itself (stuck payments), and what a
// person may do about them (re-queue, cancel), each audited. Dead jobs: jobs/dead/dead-jobs.test.ts.

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

describe('stuck payments', () => {
  it('lists those without a live job, and those past their deadline at any stage', async () => {
    const orphan = await waitingPayment(t, journeys);
    await killJobsOf(t, orphan.reference);
    const moving = await waitingPayment(t, journeys);
    let listed = await stuckPayments(t, boss);
    expect(listed.find((item) => item.reference === orphan.reference)).toMatchObject({
      statusCode: 204,
      stage: 'collection',
      liveJob: false,
      finished: false,
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
    const orphan = await waitingPayment(t, journeys);
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
    const orphan = await waitingPayment(t, journeys);
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
