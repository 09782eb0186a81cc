import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  type FakeFedapay,
  startFakeFedapay,
} from '../../testing/fedapay/fake-fedapay.ts';
import { master, type Signed } from '../../testing/fixtures.ts';
import { ONE_PERCENT_ON_DEPOSITS, paymentJourneys } from '../../testing/payment-journeys.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { REFUND_CHECK_MS, REFUND_MAX_ATTEMPTS, REFUND_RETRY_PAUSES_MS } from './refund-transaction.ts';

// A reversed payment refunded through FedaPay, against the local fake of its API: FedaPay has no refund call, so
// the refund is a payout of amount and fees to the number that paid, created, started, then followed until sent.

let fake: FakeFedapay;
let t: TestApp;
let boss: Signed;
let journeys: ReturnType<typeof paymentJourneys>;

beforeAll(async () => {
  fake = await startFakeFedapay();
  t = await createTestApp({
    PAYMENT_PROCESSOR: 'fedapay',
    FEDAPAY_API_URL: fake.url,
    FEDAPAY_SECRET_KEY: FAKE_SECRET_KEY,
    FEDAPAY_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
  });
  boss = await master(t.deps);
  journeys = paymentJourneys(t);
  expect((await t.as(boss).post('/api/fees', ONE_PERCENT_ON_DEPOSITS)).status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.failNext(0, 500));

/**
 * A deposit paid at FedaPay and blocked by verification: its customer's account was locked while they paid (the
 * account rule), so the approval FedaPay sends ends at 235.
 */
async function blockedAtFedapay() {
  const paid = await journeys.payFrom('55');
  await journeys.runDueJobs();
  const row = await journeys.statusOf(paid.reference);
  const remote = fake.transactions.find((candidate) => String(candidate.id) === row?.processorReference);
  if (remote === undefined) throw new Error('no FedaPay transaction');
  const locked = await t.as(boss).post('/api/lockOrAllowUser', {
    authorizationKey: paid.payer.user.authorizationKey,
    lockUser: true,
  });
  expect(locked.status).toBe(200);
  fake.settle(remote.id, 'approved');
  const webhook = fake.webhook('transaction.approved', remote, {
    timestamp: Math.floor(t.clock.now().getTime() / 1000),
  });
  await t.visitor.post('/webhooks/fedapay', webhook.body, { headers: webhook.headers });
  await journeys.runDueJobs();
  expect((await journeys.statusOf(paid.reference))?.statusCode).toBe(235);
  return paid;
}

const payoutsFor = (reference: string) =>
  fake.payouts.filter((payout) => payout.description === `Remboursement ${reference}`);

describe('reversing a payment collected by FedaPay', () => {
  it('pays amount and fees back by a payout to the payer’s number, and follows it until FedaPay sends it', async () => {
    const { reference, phone } = await blockedAtFedapay();
    const reversed = await t
      .as(boss)
      .post(`/admin/transactions/${reference}/reverse`, { reason: 'Compte bloqué : paiement refusé.' });
    expect(reversed.status).toBe(200);
    await journeys.runDueJobs();
    const [payout] = payoutsFor(reference);
    expect(payoutsFor(reference)).toHaveLength(1);
    expect(payout).toMatchObject({
      amount: 5_050,
      currency: 'XOF',
      mode: 'mtn_open',
      status: 'started',
      phone: { number: phone, country: 'BJ' },
    });
    expect(await journeys.refundOf(boss, reference)).toMatchObject({
      status: 'pending',
      amount: 5_050,
      processor: 'fedapay',
      processorReference: String(payout?.id),
    });

    fake.settlePayout(payout?.id ?? 0, 'sent');
    t.clock.advance(REFUND_CHECK_MS);
    await journeys.runDueJobs();
    expect(await journeys.refundOf(boss, reference)).toMatchObject({ status: 'sent', failure: null });
    expect(payoutsFor(reference)).toHaveLength(1);
  });

  it('retries when FedaPay cannot be reached, keeping the error meanwhile, and sends one payout only', async () => {
    const { reference } = await blockedAtFedapay();
    await t.as(boss).post(`/admin/transactions/${reference}/reverse`, { reason: 'Fraude.' });
    fake.failNext(1, 503);
    await journeys.runDueJobs();
    expect(await journeys.refundOf(boss, reference)).toMatchObject({
      status: 'pending',
      failure: 'FedaPay POST /v1/payouts: HTTP 503',
    });
    expect(payoutsFor(reference)).toHaveLength(0);
    t.clock.advance(REFUND_RETRY_PAUSES_MS[0] ?? 0); // the refund's first pause
    await journeys.runDueJobs();
    expect(payoutsFor(reference)).toHaveLength(1);
    expect(await journeys.refundOf(boss, reference)).toMatchObject({ status: 'pending', failure: null });
  });

  it('never sends a refund twice when an answer of FedaPay is lost (a crash between its work and our commit)', async () => {
    const startsOf = (id: number | undefined) =>
      fake.requests.filter(
        (request) =>
          request.method === 'PUT' &&
          request.path === '/v1/payouts/start' &&
          JSON.stringify(request.body).includes(`"id":${id}`),
      );
    // The start is done at FedaPay, its answer lost: the next run reads the payout started, and starts nothing.
    const started = await blockedAtFedapay();
    await t.as(boss).post(`/admin/transactions/${started.reference}/reverse`, { reason: 'Fraude.' });
    fake.loseNextAnswers(1, { method: 'PUT', path: '/v1/payouts/start' });
    await journeys.runDueJobs();
    expect(await journeys.refundOf(boss, started.reference)).toMatchObject({ status: 'pending' });
    t.clock.advance(REFUND_RETRY_PAUSES_MS[0] ?? 0);
    await journeys.runDueJobs();
    const [payout] = payoutsFor(started.reference);
    expect(payoutsFor(started.reference)).toHaveLength(1);
    expect(startsOf(payout?.id)).toHaveLength(1);
    expect(await journeys.refundOf(boss, started.reference)).toMatchObject({
      status: 'pending',
      processorReference: String(payout?.id),
      failure: null,
    });

    // The creation is done at FedaPay, its answer lost: that payout is never started (no money moves), the retry
    // creates and starts another.
    const created = await blockedAtFedapay();
    await t.as(boss).post(`/admin/transactions/${created.reference}/reverse`, { reason: 'Fraude.' });
    fake.loseNextAnswers(1, { method: 'POST', path: '/v1/payouts' });
    await journeys.runDueJobs();
    t.clock.advance(REFUND_RETRY_PAUSES_MS[0] ?? 0);
    await journeys.runDueJobs();
    const payouts = payoutsFor(created.reference);
    expect(payouts.map((one) => one.status)).toEqual(['pending', 'started']);
    expect(payouts.map((one) => startsOf(one.id).length)).toEqual([0, 1]);
  });

  it('tries again with a new payout when FedaPay fails one, then shows the refund failed, with FedaPay’s reason', async () => {
    const { reference } = await blockedAtFedapay();
    await t.as(boss).post(`/admin/transactions/${reference}/reverse`, { reason: 'Fraude.' });
    await journeys.runDueJobs();
    for (let attempt = 1; attempt <= REFUND_MAX_ATTEMPTS; attempt += 1) {
      const payout = payoutsFor(reference).at(-1);
      expect(payoutsFor(reference)).toHaveLength(attempt);
      fake.settlePayout(payout?.id ?? 0, 'failed', 'Numéro mobile money introuvable.');
      t.clock.advance(REFUND_CHECK_MS);
      await journeys.runDueJobs();
      expect(await journeys.refundOf(boss, reference)).toMatchObject({
        status: attempt < REFUND_MAX_ATTEMPTS ? 'pending' : 'failed',
        failure: 'Numéro mobile money introuvable.',
        attempts: attempt,
      });
      t.clock.advance(REFUND_RETRY_PAUSES_MS[attempt - 1] ?? 0);
      await journeys.runDueJobs();
    }
    expect(payoutsFor(reference)).toHaveLength(REFUND_MAX_ATTEMPTS);
    expect(await journeys.ledgerKinds(reference)).not.toContain('refund');
  });
});
