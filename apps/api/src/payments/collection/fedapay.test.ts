import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, transactions, users, webhookEvents } from '../../db/schema.ts';
import { FAKE_SECRET_KEY, type FakeFedapay } from '../../testing/fedapay/fake-fedapay.ts';
import {
  type FedapaySuite,
  fedapaySuite,
  FEDAPAY_POLL_MS as POLL_MS,
} from '../../testing/fedapay/fedapay-journeys.ts';
import { customer } from '../../testing/fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { errorOf } from '../../testing/test-client.ts';

// The FedaPay adapter driven through the API against a local fake of FedaPay's API
// (testing/fedapay/fake-fedapay.ts).

let fake: FakeFedapay;
let t: TestApp;
let journeys: FedapaySuite['journeys'];
fedapaySuite((suite) => {
  ({ fake, t, journeys } = suite);
});

describe('FedaPay: collection through its API', () => {
  it('creates the transaction, takes a token and pushes the request to the payer’s phone in its mode', async () => {
    const { reference, phone, remote } = await journeys.depositAsked();
    expect(remote).toMatchObject({
      amount: 5_000 + Number((await journeys.statusOf(reference))?.fees ?? 0n),
      currency: 'XOF',
      status: 'pending',
      mode: 'mtn_open',
      custom_metadata: { reference },
      phone: { number: phone, country: 'BJ' },
    });
    // Filed under the account holder as FedaPay documents customers: names and email with the phone.
    const [payer] = await t.deps.db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(transactions)
      .innerJoin(users, eq(users.id, transactions.senderId))
      .where(eq(transactions.reference, reference));
    if (payer === undefined) throw new Error('no payer');
    expect(remote.customer).toEqual({
      email: payer.email,
      firstname: payer.firstName,
      lastname: payer.lastName,
    });
    expect(fake.requests.filter((request) => request.path === '/v1/mtn_open')).toHaveLength(1);
    const mine = fake.requests.filter((request) => request.path.startsWith('/v1/transactions'));
    expect(mine.every((request) => request.authorization === `Bearer ${FAKE_SECRET_KEY}`)).toBe(true);
    expect(await journeys.history(reference)).toEqual([
      '201:api',
      '202:processor',
      '203:processor',
      '204:processor',
    ]);
  });

  it('takes the payment approved by webhook to 231, then acknowledges a redelivery without applying it', async () => {
    const { reference, remote } = await journeys.depositAsked();
    fake.settle(remote.id, 'approved');
    const webhook = fake.webhook('transaction.approved', remote, { timestamp: journeys.nowSeconds() });
    const first = await journeys.deliver(webhook);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    expect((await journeys.statusOf(reference))?.statusCode).toBe(204); // the work is the job's
    await journeys.runDueJobs();
    expect((await journeys.statusOf(reference))?.statusCode).toBe(231);
    expect(await journeys.ledgerKinds(reference)).toEqual(['collection']);
    expect((await journeys.operationOf(reference))?.operationStatus).toBe('pending');

    const [before] = await t.deps.db.select({ n: count() }).from(jobs);
    const again = await journeys.deliver(webhook);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ received: true, duplicate: true });
    const [after] = await t.deps.db.select({ n: count() }).from(jobs);
    expect(after?.n).toBe(before?.n);
    expect((await journeys.history(reference)).filter((step) => step.endsWith(':webhook'))).toEqual([
      '230:webhook',
    ]);
  });

  it('maps refusals sent by webhook: declined 404, insufficient funds 460, canceled 450, expired 451', async () => {
    const cases = [
      ['declined', undefined, 404],
      ['declined', 'INSUFFICIENT_FUND', 460],
      ['canceled', undefined, 450],
      ['canceled', 'INSUFFICIENT_FUND_ERROR', 460],
      ['expired', undefined, 451],
    ] as const;
    for (const [status, lastError, code] of cases) {
      const { reference, remote } = await journeys.depositAsked();
      fake.settle(remote.id, status, lastError);
      expect(
        (
          await journeys.deliver(
            fake.webhook(`transaction.${status}`, remote, { timestamp: journeys.nowSeconds() }),
          )
        ).status,
      ).toBe(200);
      await journeys.runDueJobs();
      const row = await journeys.statusOf(reference);
      expect([status, row?.statusCode, row?.finished]).toEqual([status, code, true]);
      expect(await journeys.ledgerKinds(reference)).toEqual([]);
    }
  });

  it('keeps the payment pending on a status FedaPay sends that it does not know, until a final one comes', async () => {
    const { reference, remote } = await journeys.depositAsked();
    fake.settle(remote.id, 'processing');
    const unknown = await journeys.deliver(
      fake.webhook('transaction.updated', remote, { timestamp: journeys.nowSeconds(), objectId: true }),
    );
    expect(unknown.body).toEqual({ received: true, duplicate: false });
    await journeys.runDueJobs();
    expect((await journeys.statusOf(reference))?.statusCode).toBe(204);
    fake.settle(remote.id, 'approved');
    await journeys.deliver(
      fake.webhook('transaction.updated', remote, { timestamp: journeys.nowSeconds(), objectId: true }),
    );
    await journeys.runDueJobs();
    expect((await journeys.statusOf(reference))?.statusCode).toBe(231);
  });

  it('refuses a webhook without a valid signature (400, in the caller’s language) and writes nothing', async () => {
    const { remote } = await journeys.depositAsked();
    fake.settle(remote.id, 'approved');
    const good = fake.webhook('transaction.approved', remote, { timestamp: journeys.nowSeconds() });
    const forged = fake.webhook('transaction.approved', remote, {
      timestamp: journeys.nowSeconds(),
      secret: 'wh_other_secret',
    });
    const [events] = await t.deps.db.select({ n: count() }).from(webhookEvents);

    const wrong = await journeys.deliver(forged);
    expect([wrong.status, wrong.body]).toEqual([
      400,
      { error: 'bad_request', message: 'Signature du webhook invalide.' },
    ]);
    const english = await journeys.deliver(forged, { 'accept-language': 'en' });
    expect(errorOf(english).message).toBe('Invalid webhook signature.');
    const tampered = await journeys.deliver({ ...good, body: good.body.replace('approved', 'approvedd') });
    expect(tampered.status).toBe(400);
    const missing = await journeys.deliver({
      body: good.body,
      headers: { 'content-type': 'application/json' },
    });
    expect(errorOf(missing).message).toBe('Signature du webhook absente ou mal formée.');
    const garbled = await journeys.deliver(good, { 'x-fedapay-signature': 't=abc,s=zz' });
    expect(garbled.status).toBe(400);

    const [still] = await t.deps.db.select({ n: count() }).from(webhookEvents);
    expect(still?.n).toBe(events?.n);
  });

  it('accepts a timestamp up to 300 s away from its clock, and no further', async () => {
    const { remote } = await journeys.depositAsked();
    const at = (offset: number) =>
      journeys.deliver(
        fake.webhook('transaction.created', remote, { timestamp: journeys.nowSeconds() + offset }),
      );
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
    const { reference, remote } = await journeys.depositAsked();
    const stranger = { ...remote, id: 999_999, status: 'approved' };
    expect(
      (
        await journeys.deliver(
          fake.webhook('transaction.approved', stranger, { timestamp: journeys.nowSeconds() }),
        )
      ).status,
    ).toBe(200);
    expect(
      (await journeys.deliver(fake.webhook('customer.created', remote, { timestamp: journeys.nowSeconds() })))
        .status,
    ).toBe(200);
    await journeys.runDueJobs();
    expect((await journeys.statusOf(reference))?.statusCode).toBe(204);
  });

  it('answers 404 for a processor that is not the configured one', async () => {
    const { remote } = await journeys.depositAsked();
    const webhook = fake.webhook('transaction.approved', remote, { timestamp: journeys.nowSeconds() });
    const response = await t.visitor.post('/webhooks/sandbox', webhook.body, { headers: webhook.headers });
    expect(response.status).toBe(404);
  });
});

describe('FedaPay: polling, expiry and outages', () => {
  it('learns the outcome by polling when no webhook comes', async () => {
    const { reference, remote } = await journeys.depositAsked();
    t.clock.advance(POLL_MS);
    await journeys.runDueJobs();
    expect((await journeys.statusOf(reference))?.statusCode).toBe(204); // still pending at FedaPay
    fake.settle(remote.id, 'approved');
    t.clock.advance(POLL_MS * 2);
    await journeys.runDueJobs();
    expect((await journeys.statusOf(reference))?.statusCode).toBe(231);
    expect(await journeys.history(reference)).toContain('230:processor');
  });

  it('expires a payment the payer never answers (451) once PAYMENT_EXPIRY_MINUTES have passed', async () => {
    const { reference } = await journeys.depositAsked();
    for (let minute = 0; minute < 11; minute += 1) {
      t.clock.advance(60_000);
      await journeys.runDueJobs();
    }
    const row = await journeys.statusOf(reference);
    expect([row?.statusCode, row?.finished]).toEqual([451, true]);
    expect((await journeys.history(reference)).at(-1)).toBe('451:system');
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

  it('treats an answer over 1 MB as an outage: the job retries, nothing crashes, the payment goes on', async () => {
    const before = fake.transactions.length;
    const sent = fake.endlessBytesSent();
    fake.endlessAnswerNext(2, 'huge');
    const { reference } = await journeys.payFrom('56');
    await journeys.runDueJobs();
    expect((await journeys.statusOf(reference))?.statusCode).toBe(201);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      t.clock.advance(5_000);
      await journeys.runDueJobs();
    }
    expect((await journeys.statusOf(reference))?.statusCode).toBe(204);
    expect(fake.transactions.length).toBe(before + 1);
    // Each answer was given up early: far less than their 2 × 64 MB was ever sent.
    expect(fake.endlessBytesSent() - sent).toBeLessThan(32 * 1024 * 1024);
  });

  it('offers no operator FedaPay cannot serve, and refuses a payment with one before anything is asked (462)', async () => {
    const listed = await t.visitor.get('/api/operators');
    const offered = listed.body.countries.flatMap((country) =>
      country.operators
        .filter((operator) => operator.offered)
        .map((operator) => `${country.country}:${operator.id}`),
    );
    // Cards on its hosted page in the six XOF countries of the catalogue, never Gabon; no bank without PI-SPI.
    expect(offered).toEqual([
      'BJ:mtn',
      'BJ:moov',
      'BJ:card',
      'BF:card',
      'CI:mtn',
      'CI:card',
      'ML:card',
      'SN:free',
      'SN:card',
      'TG:moov',
      'TG:card',
    ]);

    const requests = fake.requests.length;
    const payer = await customer(t.deps);
    const quote = await t.as(payer).get('/api/quote', {
      query: { type: 'deposit', country: 'CI', operator: 'wave', amount: '5000' },
    });
    expect([quote.status, quote.body]).toEqual([
      422,
      { error: 'payment_refused', statusCode: 462, message: 'Opérateur non pris en charge.' },
    ]);
    const refused = await t
      .as(payer)
      .post(
        '/api/transactions',
        { type: 'deposit', country: 'GA', operator: 'airtel', payerPhone: '+24174123455', amount: 5_000 },
        { idempotencyKey: 'fedapay-unserved-operator' },
      );
    expect([refused.status, (refused.body as { statusCode?: number }).statusCode]).toEqual([422, 462]);
    expect(fake.requests.length).toBe(requests);
  });
});
