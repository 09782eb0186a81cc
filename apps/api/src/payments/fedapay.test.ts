import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, transactionEvents, webhookEvents } from '../db/schema.ts';
import {
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  type FakeFedapay,
  startFakeFedapay,
} from '../testing/fake-fedapay.ts';
import { master } from '../testing/fixtures.ts';
import { paymentJourneys } from '../testing/payment-journeys.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { errorOf } from '../testing/test-client.ts';

// The FedaPay adapter driven through the API against a local fake of FedaPay's API (testing/fake-fedapay.ts).

let fake: FakeFedapay;
let t: TestApp;
let journeys: ReturnType<typeof paymentJourneys>;
const POLL_MS = 30_000;

beforeAll(async () => {
  fake = await startFakeFedapay();
  t = await createTestApp({
    PAYMENT_PROCESSOR: 'fedapay',
    FEDAPAY_API_URL: fake.url,
    FEDAPAY_SECRET_KEY: FAKE_SECRET_KEY,
    FEDAPAY_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    FEDAPAY_POLL_SECONDS: String(POLL_MS / 1000),
    PAYMENT_EXPIRY_MINUTES: '10',
  });
  await master(t.deps); // operations go to the master when no agent is eligible
  journeys = paymentJourneys(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.failNext(0, 500));

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

/** Delivers a webhook as FedaPay sends it: its signed text body and its headers, with `extra` ones on top. */
function deliver(
  webhook: { body: string; headers: Record<string, string> },
  extra: Record<string, string> = {},
) {
  return t.visitor.post('/webhooks/fedapay', webhook.body, { headers: { ...webhook.headers, ...extra } });
}

/** A deposit taken to 204 at FedaPay: the fake holds its transaction, the payer has been asked. */
async function depositAsked(ending = '55', body: Record<string, unknown> = {}) {
  const created = await journeys.payFrom(ending, body);
  await journeys.runDueJobs();
  const row = await journeys.statusOf(created.reference);
  const remote = fake.transactions.find((candidate) => String(candidate.id) === row?.processorReference);
  if (remote === undefined) throw new Error('no FedaPay transaction');
  return { ...created, remote };
}

async function history(reference: string) {
  const events = await t.deps.db
    .select()
    .from(transactionEvents)
    .where(eq(transactionEvents.reference, reference))
    .orderBy(transactionEvents.id);
  return events.map((event) => `${event.toCode}:${event.source}`);
}

describe('FedaPay: collection through its API', () => {
  it('creates the transaction, takes a token and pushes the request to the payer’s phone in its mode', async () => {
    const { reference, phone, remote } = await depositAsked();
    expect(remote).toMatchObject({
      amount: 5_000 + Number((await journeys.statusOf(reference))?.fees ?? 0n),
      currency: 'XOF',
      status: 'pending',
      mode: 'mtn_open',
      merchant_reference: reference,
      phone: { number: phone, country: 'bj' },
    });
    const mine = fake.requests.filter((request) => request.path.startsWith('/v1/transactions'));
    expect(mine.every((request) => request.authorization === `Bearer ${FAKE_SECRET_KEY}`)).toBe(true);
    expect(await history(reference)).toEqual(['201:api', '202:processor', '203:processor', '204:processor']);
  });

  it('takes the payment approved by webhook to 231, then acknowledges a redelivery without applying it', async () => {
    const { reference, remote } = await depositAsked();
    fake.settle(remote.id, 'approved');
    const webhook = fake.webhook('transaction.approved', remote, { timestamp: nowSeconds() });
    const first = await deliver(webhook);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    expect((await journeys.statusOf(reference))?.statusCode).toBe(204); // the work is the job's
    await journeys.runDueJobs();
    expect((await journeys.statusOf(reference))?.statusCode).toBe(231);
    expect(await journeys.ledgerKinds(reference)).toEqual(['collection']);
    expect((await journeys.operationOf(reference))?.operationStatus).toBe('pending');

    const [before] = await t.deps.db.select({ n: count() }).from(jobs);
    const again = await deliver(webhook);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ received: true, duplicate: true });
    const [after] = await t.deps.db.select({ n: count() }).from(jobs);
    expect(after?.n).toBe(before?.n);
    expect((await history(reference)).filter((step) => step.endsWith(':webhook'))).toEqual(['230:webhook']);
  });

  it('maps refusals sent by webhook: declined 404, insufficient funds 460, canceled 450, expired 451', async () => {
    const cases = [
      ['declined', undefined, 404],
      ['declined', 'INSUFFICIENT_FUND', 460],
      ['canceled', undefined, 450],
      ['expired', undefined, 451],
    ] as const;
    for (const [status, lastError, code] of cases) {
      const { reference, remote } = await depositAsked();
      fake.settle(remote.id, status, lastError);
      expect(
        (await deliver(fake.webhook(`transaction.${status}`, remote, { timestamp: nowSeconds() }))).status,
      ).toBe(200);
      await journeys.runDueJobs();
      const row = await journeys.statusOf(reference);
      expect([status, row?.statusCode, row?.finished]).toEqual([status, code, true]);
      expect(await journeys.ledgerKinds(reference)).toEqual([]);
    }
  });

  it('refuses a webhook without a valid signature (400, in the caller’s language) and writes nothing', async () => {
    const { remote } = await depositAsked();
    fake.settle(remote.id, 'approved');
    const good = fake.webhook('transaction.approved', remote, { timestamp: nowSeconds() });
    const forged = fake.webhook('transaction.approved', remote, {
      timestamp: nowSeconds(),
      secret: 'wh_other_secret',
    });
    const [events] = await t.deps.db.select({ n: count() }).from(webhookEvents);

    const wrong = await deliver(forged);
    expect([wrong.status, wrong.body]).toEqual([
      400,
      { error: 'bad_request', message: 'Signature du webhook invalide.' },
    ]);
    const english = await deliver(forged, { 'accept-language': 'en' });
    expect(errorOf(english).message).toBe('Invalid webhook signature.');
    const tampered = await deliver({ ...good, body: good.body.replace('approved', 'approvedd') });
    expect(tampered.status).toBe(400);
    const missing = await deliver({ body: good.body, headers: { 'content-type': 'application/json' } });
    expect(errorOf(missing).message).toBe('Signature du webhook absente ou mal formée.');
    const garbled = await deliver(good, { 'x-fedapay-signature': 't=abc,s=zz' });
    expect(garbled.status).toBe(400);

    const [still] = await t.deps.db.select({ n: count() }).from(webhookEvents);
    expect(still?.n).toBe(events?.n);
  });

  it('accepts a timestamp up to 300 s away from its clock, and no further', async () => {
    const { remote } = await depositAsked();
    const at = (offset: number) =>
      deliver(fake.webhook('transaction.created', remote, { timestamp: nowSeconds() + offset }));
    expect((await at(-300)).status).toBe(200);
    expect((await at(300)).status).toBe(200);
    const stale = await at(-301);
    expect([stale.status, errorOf(stale).message]).toEqual([
      400,
      'Webhook trop ancien ou daté dans le futur (tolérance : 300 s).',
    ]);
    expect((await at(301)).status).toBe(400);
  });

  it('acknowledges events it has nothing to do with (other objects, unknown transactions) and changes nothing', async () => {
    const { reference, remote } = await depositAsked();
    const stranger = { ...remote, id: 999_999, status: 'approved' };
    expect(
      (await deliver(fake.webhook('transaction.approved', stranger, { timestamp: nowSeconds() }))).status,
    ).toBe(200);
    expect(
      (await deliver(fake.webhook('customer.created', remote, { timestamp: nowSeconds() }))).status,
    ).toBe(200);
    await journeys.runDueJobs();
    expect((await journeys.statusOf(reference))?.statusCode).toBe(204);
  });

  it('answers 404 for a processor that is not the configured one', async () => {
    const { remote } = await depositAsked();
    const webhook = fake.webhook('transaction.approved', remote, { timestamp: nowSeconds() });
    const response = await t.visitor.post('/webhooks/sandbox', webhook.body, { headers: webhook.headers });
    expect(response.status).toBe(404);
  });
});

describe('FedaPay: polling, expiry and outages', () => {
  it('learns the outcome by polling when no webhook comes', async () => {
    const { reference, remote } = await depositAsked();
    t.clock.advance(POLL_MS);
    await journeys.runDueJobs();
    expect((await journeys.statusOf(reference))?.statusCode).toBe(204); // still pending at FedaPay
    fake.settle(remote.id, 'approved');
    t.clock.advance(POLL_MS * 2);
    await journeys.runDueJobs();
    expect((await journeys.statusOf(reference))?.statusCode).toBe(231);
    expect(await history(reference)).toContain('230:processor');
  });

  it('expires a payment the payer never answers (451) once PAYMENT_EXPIRY_MINUTES have passed', async () => {
    const { reference } = await depositAsked();
    for (let minute = 0; minute < 11; minute += 1) {
      t.clock.advance(60_000);
      await journeys.runDueJobs();
    }
    const row = await journeys.statusOf(reference);
    expect([row?.statusCode, row?.finished]).toEqual([451, true]);
    expect((await history(reference)).at(-1)).toBe('451:system');
  });

  it('retries through a FedaPay outage with backoff, creating its transaction once', async () => {
    const before = fake.transactions.length;
    fake.failNext(2, 503);
    const { reference } = await journeys.payFrom('55');
    await journeys.runDueJobs();
    expect((await journeys.statusOf(reference))?.statusCode).toBe(201);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      t.clock.advance(5_000);
      await journeys.runDueJobs();
    }
    expect((await journeys.statusOf(reference))?.statusCode).toBe(204);
    expect(fake.transactions.length).toBe(before + 1);
  });

  it('refuses at once an operator FedaPay has no mode for (462), without calling it', async () => {
    const requests = fake.requests.length;
    const { reference } = await journeys.payFrom('55', {
      country: 'GA',
      operator: 'airtel',
      payerPhone: '+24174123455',
    });
    await journeys.runDueJobs();
    const row = await journeys.statusOf(reference);
    expect([row?.statusCode, row?.finished]).toEqual([462, true]);
    expect(fake.requests.length).toBe(requests);
  });
});
