import type { BodyOf } from '@1xpay/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payouts } from '../../db/schema.ts';
import {
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  type FakeFedapay,
  startFakeFedapay,
} from '../../testing/fedapay/fake-fedapay.ts';
import { master, type Signed } from '../../testing/fixtures.ts';
import { paymentJourneys } from '../../testing/payment-journeys.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { PAYOUT_CHECK_MS, PAYOUT_RETRY_PAUSES_MS } from './pay-out-transaction.ts';

// Decision 061 against the local fake of FedaPay's API: a payout is created, started once, then read back until
// FedaPay says sent or failed. Its id is stored before the call that sends the money (start), so a run that dies
// after any call (the fake carries the call out and cuts the answer) is taken again without a second start.

let fake: FakeFedapay;
let t: TestApp;
let boss: Signed;
let journeys: ReturnType<typeof paymentJourneys>;
let beneficiaries = 0;

beforeAll(async () => {
  fake = await startFakeFedapay();
  t = await createTestApp({
    PAYMENT_PROCESSOR: 'fedapay',
    FEDAPAY_API_URL: fake.url,
    FEDAPAY_SECRET_KEY: FAKE_SECRET_KEY,
    FEDAPAY_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    FEDAPAY_PAYOUTS: '1',
  });
  boss = await master(t.deps);
  journeys = paymentJourneys(t);
  const current = (await t.as(boss).get('/api/operators')).body;
  const document: BodyOf<'/api/operators'> = {
    ...current,
    countries: current.countries.map((country) => ({
      ...country,
      operators: country.operators.map(({ offered: _offered, payoutAvailable: _available, ...operator }) =>
        country.country === 'BJ' ? { ...operator, delivery: 'payout' as const } : operator,
      ),
    })),
  };
  expect((await t.as(boss).post('/api/operators', document)).status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.failNext(0, 500);
  fake.loseNextAnswers(0);
  fake.enablePayouts(true);
});

/** A transfer paid at FedaPay (its approval polled) to a new Beninese MTN number, then verified. */
async function paidTransfer() {
  beneficiaries += 1;
  const to = `+2290197${String(beneficiaries).padStart(4, '0')}00`;
  const paid = await journeys.payFrom('55', {
    type: 'transfer',
    amount: 20_000,
    beneficiaryPhone: to,
    beneficiaryCountry: 'BJ',
    beneficiaryOperator: 'mtn',
  });
  await journeys.runDueJobs();
  const row = await journeys.statusOf(paid.reference);
  const remote = fake.transactions.find((candidate) => String(candidate.id) === row?.processorReference);
  if (remote === undefined) throw new Error('no FedaPay transaction');
  fake.settle(remote.id, 'approved');
  t.clock.advance(60_000);
  await journeys.runDueJobs();
  return { ...paid, to };
}

async function payoutOf(reference: string) {
  const [row] = await t.deps.db.select().from(payouts).where(eq(payouts.reference, reference));
  return row;
}

const remotePayoutsTo = (phone: string) => fake.payouts.filter((p) => p.phone?.number === phone);
const startsOf = (id: number) =>
  fake.requests.filter(
    (request) =>
      request.method === 'PUT' &&
      request.path === '/v1/payouts/start' &&
      JSON.stringify(request.body).includes(`"id":${id}`),
  ).length;

describe('a transfer paid out through FedaPay', () => {
  it('is created, started, then read back until sent: 200, no agent', async () => {
    const { reference, to } = await paidTransfer();
    const payout = await payoutOf(reference);
    expect(payout?.status).toBe('pending');
    const [remote] = remotePayoutsTo(to);
    expect(remote).toMatchObject({ status: 'started', amount: 20_000, currency: 'XOF', mode: 'mtn_open' });
    expect(payout?.processorReference).toBe(String(remote?.id));
    fake.settlePayout(remote?.id ?? 0, 'sent');
    t.clock.advance(PAYOUT_CHECK_MS);
    await journeys.runDueJobs();
    expect(await payoutOf(reference)).toMatchObject({ status: 'sent' });
    expect((await journeys.statusOf(reference))?.statusCode).toBe(200);
    expect(await journeys.operationOf(reference)).toBeUndefined();
    expect(startsOf(remote?.id ?? 0)).toBe(1);
  });

  it('failed at FedaPay: an agent’s operation, told FedaPay’s reason', async () => {
    const { reference, to } = await paidTransfer();
    const [remote] = remotePayoutsTo(to);
    fake.settlePayout(remote?.id ?? 0, 'failed', 'Numéro du destinataire invalide');
    t.clock.advance(PAYOUT_CHECK_MS);
    await journeys.runDueJobs();
    expect(await payoutOf(reference)).toMatchObject({
      status: 'failed',
      failure: 'Paiement sortant échoué : Numéro du destinataire invalide',
    });
    expect((await journeys.statusOf(reference))?.statusCode).toBe(231);
    expect(await journeys.operationOf(reference)).toMatchObject({ operationStatus: 'pending' });
  });

  it('the start’s answer lost (the run died after FedaPay started it): read back, never started twice', async () => {
    fake.loseNextAnswers(1, { method: 'PUT', path: '/v1/payouts/start' });
    const { reference, to } = await paidTransfer();
    const [remote] = remotePayoutsTo(to);
    // FedaPay started it; we kept its id, written before the start.
    expect(remote?.status).toBe('started');
    expect((await payoutOf(reference))?.processorReference).toBe(String(remote?.id));
    for (const pause of PAYOUT_RETRY_PAUSES_MS.slice(0, 2)) {
      t.clock.advance(pause);
      await journeys.runDueJobs();
    }
    fake.settlePayout(remote?.id ?? 0, 'sent');
    t.clock.advance(PAYOUT_CHECK_MS);
    await journeys.runDueJobs();
    expect((await journeys.statusOf(reference))?.statusCode).toBe(200);
    expect(startsOf(remote?.id ?? 0)).toBe(1);
    expect(remotePayoutsTo(to)).toHaveLength(1);
  });

  it('the create’s answer lost: the payout FedaPay made is never started; one other is, once', async () => {
    fake.loseNextAnswers(1, { method: 'POST', path: '/v1/payouts' });
    const { reference, to } = await paidTransfer();
    t.clock.advance(PAYOUT_RETRY_PAUSES_MS[0] ?? 0);
    await journeys.runDueJobs();
    // Both carry our reference; only the second, whose id we stored, was started.
    const made = fake.payouts.filter((p) => p.custom_metadata?.reference === reference);
    expect(made.map((p) => p.status)).toEqual(['pending', 'started']);
    const started = made[1];
    expect((await payoutOf(reference))?.processorReference).toBe(String(started?.id));
    fake.settlePayout(started?.id ?? 0, 'sent');
    t.clock.advance(PAYOUT_CHECK_MS);
    await journeys.runDueJobs();
    expect((await journeys.statusOf(reference))?.statusCode).toBe(200);
    expect(remotePayoutsTo(to)).toHaveLength(1);
    expect(startsOf(made[0]?.id ?? 0)).toBe(0);
  });

  it('payouts not enabled at FedaPay: retried, then an agent delivers, told why', async () => {
    fake.enablePayouts(false);
    const { reference } = await paidTransfer();
    for (const pause of PAYOUT_RETRY_PAUSES_MS) {
      t.clock.advance(pause);
      await journeys.runDueJobs();
    }
    const payout = await payoutOf(reference);
    expect(payout?.status).toBe('failed');
    expect(payout?.failure).toMatch(
      /^Paiement sortant abandonné : le prestataire est resté injoignable .*403/,
    );
    expect(await journeys.operationOf(reference)).toMatchObject({ operationStatus: 'pending' });
  });
});

describe('the fake keeps FedaPay’s documented payout rules', () => {
  it('refuses a payout over 1,000,000 XOF and a fourth start to one number within 24 hours', async () => {
    const call = (method: string, path: string, body: unknown) =>
      fetch(`${fake.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${FAKE_SECRET_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const over = await call('POST', '/v1/payouts', {
      amount: 1_000_001,
      currency: { iso: 'XOF' },
      mode: 'mtn_open',
    });
    expect(over.status).toBe(400);
    const phone_number = { number: '+22901970000077', country: 'BJ' };
    const answers: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const created = await call('POST', '/v1/payouts', {
        amount: 1_000,
        currency: { iso: 'XOF' },
        mode: 'mtn_open',
      });
      const { id } = ((await created.json()) as { 'v1/payout': { id: number } })['v1/payout'];
      answers.push((await call('PUT', '/v1/payouts/start', { payouts: [{ id, phone_number }] })).status);
    }
    expect(answers).toEqual([200, 200, 200, 400]);
  });
});
