import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  type FakeFedapay,
  startFakeFedapay,
} from '../../testing/fedapay/fake-fedapay.ts';
import { SEND_NOW_MODES } from '../../testing/fedapay/fedapay-fixtures.ts';
import {
  collectionStatusOf,
  fedapayMode,
  fedapayProcessor,
  isKnownStatus,
  verifyFedapaySignature,
} from './fedapay.ts';
import { WebhookRejected } from './processor.ts';

let fake: FakeFedapay;
beforeAll(async () => {
  fake = await startFakeFedapay();
});
afterAll(() => fake.close());

const processor = () =>
  fedapayProcessor({
    apiUrl: fake.url,
    secretKey: FAKE_SECRET_KEY,
    webhookSecret: FAKE_WEBHOOK_SECRET,
    pollEveryMs: 60_000,
    callbackUrl: 'http://127.0.0.1:3000/',
  });

const NOW = new Date('2026-11-21T09:00:00Z');
const T = NOW.getTime() / 1000;
const sign = (body: string, timestamp = T, secret = FAKE_WEBHOOK_SECRET) =>
  `t=${timestamp},s=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

function rejection(run: () => void): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof WebhookRejected) return error.reason;
    throw error;
  }
}

describe('verifyFedapaySignature', () => {
  const body = '{"id":1,"name":"transaction.approved","entity":{"id":7,"status":"approved"}}';

  it('accepts the HMAC-SHA256 of "t.body" with the endpoint secret, among several s= (rotation)', () => {
    expect(
      rejection(() => verifyFedapaySignature(sign(body), body, FAKE_WEBHOOK_SECRET, NOW)),
    ).toBeUndefined();
    const rotated = `${sign(body, T, 'wh_old_secret_000')},s=${sign(body).split('s=')[1]}`;
    expect(rejection(() => verifyFedapaySignature(rotated, body, FAKE_WEBHOOK_SECRET, NOW))).toBeUndefined();
  });

  it('refuses another secret, another body, another timestamp, a malformed or missing header', () => {
    const check = (header: string | undefined, text = body) =>
      rejection(() => verifyFedapaySignature(header, text, FAKE_WEBHOOK_SECRET, NOW));
    expect(check(sign(body, T, 'wh_someone_else'))).toBe('badSignature');
    expect(check(sign(body), `${body} `)).toBe('badSignature');
    expect(check(sign(body).replace(`t=${T}`, `t=${T + 1}`))).toBe('badSignature');
    expect(check(`t=${T},s=abc`)).toBe('missingSignature');
    expect(check(`s=${'0'.repeat(64)}`)).toBe('missingSignature');
    expect(check('')).toBe('missingSignature');
    expect(check(undefined)).toBe('missingSignature');
  });

  it('holds a 300 s tolerance either way', () => {
    const at = (offset: number) =>
      rejection(() => verifyFedapaySignature(sign(body, T + offset), body, FAKE_WEBHOOK_SECRET, NOW));
    expect([at(-300), at(300)]).toEqual([undefined, undefined]);
    expect([at(-301), at(301)]).toEqual(['staleSignature', 'staleSignature']);
  });
});

describe('FedaPay statuses and modes', () => {
  it('maps its statuses to ours: only its final statuses end a payment', () => {
    expect(
      [
        'pending',
        'approved',
        'transferred',
        'refunded',
        'approved_partially_refunded',
        'canceled',
        'expired',
        'declined',
      ].map((status) => collectionStatusOf(status)),
    ).toEqual([
      { kind: 'pending' },
      { kind: 'paid' },
      { kind: 'paid' },
      { kind: 'paid' },
      { kind: 'paid' },
      { kind: 'refused', code: 450 },
      { kind: 'refused', code: 451 },
      { kind: 'refused', code: 404 },
    ]);
    expect(collectionStatusOf('declined', 'INSUFFICIENT_FUND')).toEqual({ kind: 'refused', code: 460 });
    expect(collectionStatusOf('declined', 'OPERATOR_ERROR')).toEqual({ kind: 'refused', code: 505 });
    // A payer who cancels for want of money is refused for insufficient funds, not as a cancellation.
    expect(collectionStatusOf('canceled', 'INSUFFICIENT_FUND_ERROR')).toEqual({ kind: 'refused', code: 460 });
  });

  it('keeps a payment pending on a status it does not know, and says so for the log', async () => {
    for (const status of ['processing', 'pending_verification', 'weird', '']) {
      expect(collectionStatusOf(status), status).toEqual({ kind: 'pending' });
      expect(isKnownStatus(status), status).toBe(false);
    }
    const told: [string, string][] = [];
    const listening = fedapayProcessor({
      apiUrl: fake.url,
      secretKey: FAKE_SECRET_KEY,
      webhookSecret: FAKE_WEBHOOK_SECRET,
      pollEveryMs: 60_000,
      callbackUrl: 'http://127.0.0.1:3000/',
      onUnknownStatus: (status, id) => told.push([status, id]),
    });
    const opened = await listening.initiateCollection(collection);
    if ('refused' in opened) throw new Error('refused');
    fake.settle(Number(opened.processorReference), 'in_review');
    const status = await listening.getCollectionStatus(
      { processorReference: opened.processorReference, payerPhone: collection.payerPhone, askedAt: NOW },
      NOW,
    );
    expect(status).toEqual({ kind: 'pending' });
    expect(told).toEqual([['in_review', opened.processorReference]]);
  });

  it('uses only the no-redirect modes FedaPay documents, and serves no other operator', () => {
    const ours = ['BJ', 'BF', 'CI', 'ML', 'SN', 'TG', 'GA'].flatMap((country) =>
      ['orange', 'mtn', 'moov', 'wave', 'free', 'airtel'].map((operator) => ({
        at: `${country}:${operator}`,
        mode: fedapayMode(country, operator),
      })),
    );
    expect(ours.filter(({ mode }) => mode !== undefined)).toEqual([
      { at: 'BJ:mtn', mode: 'mtn_open' },
      { at: 'BJ:moov', mode: 'moov' },
      { at: 'CI:mtn', mode: 'mtn_ci' },
      { at: 'SN:free', mode: 'free_sn' },
      { at: 'TG:moov', mode: 'moov_tg' },
    ]);
    for (const { mode } of ours) if (mode !== undefined) expect(SEND_NOW_MODES).toContain(mode);
    expect([
      processor().serves('BJ', 'mtn'),
      processor().serves('CI', 'wave'),
      processor().serves('BF', 'orange'),
    ]).toEqual([true, false, false]);
  });
});

const collection = {
  reference: '1XP-261121-COLLECT1',
  amount: 5_050n,
  currency: 'XOF',
  country: 'BJ',
  operator: 'mtn',
  payerPhone: '+22901960000789',
  description: 'Dépôt 1XP-261121-COLLECT1',
  customer: { firstName: 'Awa', lastName: 'Diallo', email: 'awa.diallo@example.bj' },
};

describe('FedaPay collections, as its SDKs call it', () => {
  it('files the payment under the customer by names, email and phone, tagged with our reference', async () => {
    const opened = await processor().initiateCollection(collection);
    if ('refused' in opened) throw new Error('refused');
    const create = fake.requests.findLast((request) => request.path === '/v1/transactions');
    expect(create?.body).toEqual({
      description: 'Dépôt 1XP-261121-COLLECT1',
      amount: 5_050,
      currency: { iso: 'XOF' },
      callback_url: 'http://127.0.0.1:3000/',
      custom_metadata: { reference: '1XP-261121-COLLECT1' },
      customer: {
        firstname: 'Awa',
        lastname: 'Diallo',
        email: 'awa.diallo@example.bj',
        phone_number: { number: '+22901960000789', country: 'BJ' },
      },
    });
    // A retry finds it by our reference instead of creating a second one.
    expect(await processor().initiateCollection(collection)).toEqual(opened);
    expect(
      fake.transactions.filter((t) => t.custom_metadata?.reference === collection.reference),
    ).toHaveLength(1);
  });

  it('never refuses the customer for a call FedaPay does not have (404): it throws, and the job retries', async () => {
    const opened = await processor().initiateCollection({ ...collection, reference: '1XP-261121-COLLECT3' });
    if ('refused' in opened) throw new Error('refused');
    fake.failNext(2, 404);
    await expect(processor().requestPayment(opened.processorReference, collection)).rejects.toThrow(
      /HTTP 404/,
    );
    fake.failNext(1, 422);
    expect(await processor().requestPayment(opened.processorReference, collection)).toEqual({
      kind: 'refused',
      code: 461,
    });
  });

  it('pushes the request with POST /v1/{mode}, as fedapay-node and fedapay-php do', async () => {
    const opened = await processor().initiateCollection({ ...collection, reference: '1XP-261121-COLLECT2' });
    if ('refused' in opened) throw new Error('refused');
    expect(await processor().requestPayment(opened.processorReference, collection)).toEqual({
      kind: 'pending',
    });
    const push = fake.requests.at(-1);
    expect(push).toMatchObject({ method: 'POST', path: '/v1/mtn_open' });
    expect(push?.body).toMatchObject({ phone_number: { number: '+22901960000789', country: 'BJ' } });
    expect(fake.transactions.find((t) => String(t.id) === opened.processorReference)?.mode).toBe('mtn_open');
  });
});

describe('FedaPay answers too large or too slow', () => {
  const collection = { processorReference: '1000', payerPhone: '+22901960000789', askedAt: NOW };
  const status = () => processor().getCollectionStatus(collection, NOW);

  it('stops reading an answer past 1 MB and throws, as for an outage (the job retries)', async () => {
    const before = fake.endlessBytesSent();
    fake.endlessAnswerNext(1, 'huge');
    await expect(status()).rejects.toThrow(/GET \/v1\/transactions\/1000: answer over 1048576 bytes/);
    // The connection was closed early: far less than the 64 MB on offer was ever sent.
    expect(fake.endlessBytesSent() - before).toBeLessThan(16 * 1024 * 1024);
  });

  it('gives up a call whose answer trickles past its time, the body included, and throws', async () => {
    fake.endlessAnswerNext(1, 'slow');
    const slow = fedapayProcessor({
      apiUrl: fake.url,
      secretKey: FAKE_SECRET_KEY,
      webhookSecret: FAKE_WEBHOOK_SECRET,
      pollEveryMs: 60_000,
      callbackUrl: 'http://127.0.0.1:3000/',
      timeoutMs: 300,
    });
    await expect(slow.getCollectionStatus(collection, NOW)).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});

describe('FedaPay payouts', () => {
  const payout = {
    reference: '1XP-261121-PAYOUT01',
    amount: 7_500n,
    currency: 'XOF',
    country: 'BJ',
    operator: 'moov',
    phone: '+22901960000123',
  };

  it('creates the payout, starts it with the number, then reads it back until FedaPay says sent', async () => {
    const created = await processor().payOut(payout);
    if (created.kind !== 'created') throw new Error(`expected created, got ${created.kind}`);
    const stored = fake.payouts.find((candidate) => String(candidate.id) === created.payoutReference);
    expect(stored).toMatchObject({ amount: 7_500, mode: 'moov', status: 'pending' });
    const again = { ...payout, payoutReference: created.payoutReference };
    expect(await processor().payOut(again)).toEqual({
      kind: 'pending',
      payoutReference: created.payoutReference,
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/v1/payouts/start',
      body: { payouts: [{ id: stored?.id, phone_number: { number: '+22901960000123', country: 'BJ' } }] },
    });
    // Started is not sent: nothing is assumed until FedaPay says so.
    expect(await processor().payOut(again)).toEqual({
      kind: 'pending',
      payoutReference: created.payoutReference,
    });
    fake.settlePayout(stored?.id ?? 0, 'sent');
    expect(await processor().payOut(again)).toEqual({
      kind: 'sent',
      payoutReference: created.payoutReference,
    });
  });

  it('reports a refusal (4xx, or an operator without a mode) as failed, and throws on an outage', async () => {
    expect((await processor().payOut({ ...payout, country: 'GA', operator: 'airtel' })).kind).toBe('failed');
    fake.failNext(1, 422);
    expect((await processor().payOut(payout)).kind).toBe('failed');
    fake.failNext(1, 503);
    await expect(processor().payOut(payout)).rejects.toThrow(/HTTP 503/);
  });

  it('throws (to retry, not to refuse the customer) when FedaPay refuses our secret key', async () => {
    const wrong = fedapayProcessor({
      apiUrl: fake.url,
      secretKey: 'sk_wrong_key_000',
      webhookSecret: FAKE_WEBHOOK_SECRET,
      pollEveryMs: 60_000,
      callbackUrl: 'http://127.0.0.1:3000/',
    });
    await expect(wrong.payOut(payout)).rejects.toThrow(/HTTP 401/);
    expect(fake.requests.at(-1)?.authorization).toBe('Bearer sk_wrong_key_000');
  });
});

describe('FedaPay refunds (its API has none: a payout to the number that paid)', () => {
  const refund = {
    reference: '1XP-261121-REFUND01',
    collectionReference: '4242',
    amount: 5_050n,
    currency: 'XOF',
    country: 'BJ',
    operator: 'mtn',
    phone: '+22901960000456',
  };
  const startsOf = (id: number) =>
    fake.requests.filter(
      (request) =>
        request.method === 'PUT' &&
        request.path === '/v1/payouts/start' &&
        JSON.stringify(request.body).includes(`"id":${id}`),
    );

  it('creates the payout, starts it once, then only reads it: a retry never sends the money twice', async () => {
    const created = await processor().refund(refund);
    if (created.kind !== 'created') throw new Error(`expected created, got ${created.kind}`);
    const payout = fake.payouts.find((candidate) => String(candidate.id) === created.refundReference);
    expect(payout).toMatchObject({
      amount: 5_050,
      currency: 'XOF',
      mode: 'mtn_open',
      status: 'pending',
      description: 'Remboursement 1XP-261121-REFUND01',
    });
    const again = { ...refund, refundReference: created.refundReference };
    const pending = { kind: 'pending', refundReference: created.refundReference };
    expect(await processor().refund(again)).toEqual(pending);
    expect(payout?.phone).toEqual({ number: '+22901960000456', country: 'BJ' });
    expect(await processor().refund(again)).toEqual(pending);
    expect(startsOf(payout?.id ?? 0)).toHaveLength(1);
    fake.settlePayout(payout?.id ?? 0, 'sent');
    expect(await processor().refund(again)).toEqual({
      kind: 'sent',
      refundReference: created.refundReference,
    });
    expect(startsOf(payout?.id ?? 0)).toHaveLength(1);
  });
  it('reports a payout FedaPay failed, a 4xx and an operator without a mode as refused for good', async () => {
    const created = await processor().refund(refund);
    if (created.kind !== 'created') throw new Error(`expected created, got ${created.kind}`);
    const again = { ...refund, refundReference: created.refundReference };
    await processor().refund(again);
    fake.settlePayout(Number(created.refundReference), 'failed', 'Numéro mobile money introuvable.');
    expect(await processor().refund(again)).toEqual({
      kind: 'refused',
      message: 'Numéro mobile money introuvable.',
    });
    fake.failNext(1, 422);
    expect((await processor().refund(refund)).kind).toBe('refused');
    expect((await processor().refund({ ...refund, country: 'GA', operator: 'airtel' })).kind).toBe('refused');
  });

  it('throws on an outage, so that the job retries', async () => {
    fake.failNext(1, 503);
    await expect(processor().refund(refund)).rejects.toThrow(/HTTP 503/);
  });
});

describe('FedaPay webhooks, as FedaPay sends them (no event id)', () => {
  const entity = {
    klass: 'v1/transaction',
    id: 250828,
    status: 'approved',
    last_error_code: null,
    updated_at: '2024-06-30T21:12:48.085Z',
  };
  const verify = (event: unknown) => {
    const body = JSON.stringify(event);
    return processor().verifyWebhook(body, { 'x-fedapay-signature': sign(body) }, NOW);
  };

  it('takes {name, object, entity}, the collection and its status from the entity', () => {
    expect(verify({ name: 'transaction.approved', object: 'transaction', entity })).toEqual({
      id: 'transaction.approved:250828:2024-06-30T21:12:48.085Z',
      collection: { processorReference: '250828', status: { kind: 'paid' } },
    });
    const insufficient = { ...entity, status: 'canceled', last_error_code: 'INSUFFICIENT_FUND_ERROR' };
    expect(
      verify({ name: 'transaction.canceled', object: 'transaction', entity: insufficient }),
    ).toMatchObject({
      collection: { status: { kind: 'refused', code: 460 } },
    });
  });

  it('tells events apart by name, object and version: a redelivery is the same, a later change is not', () => {
    const first = verify({ name: 'transaction.updated', object: 'transaction', entity });
    expect(verify({ name: 'transaction.updated', object: 'transaction', entity })).toEqual(first);
    const later = { ...entity, updated_at: '2024-06-30T21:15:00.000Z' };
    expect(verify({ name: 'transaction.updated', object: 'transaction', entity: later }).id).not.toBe(
      first.id,
    );
    expect(verify({ name: 'transaction.transferred', object: 'transaction', entity }).id).not.toBe(first.id);
    // With no version, the body itself tells a redelivery from a new event.
    const bare = { name: 'transaction.updated', object: 'transaction', object_id: 7 };
    expect(verify(bare).id).toBe(verify(bare).id);
    expect(verify({ ...bare, object_id: 8 }).id).not.toBe(verify(bare).id);
  });

  it('acknowledges events about other objects without a collection, and refuses a body without a name', () => {
    expect(
      verify({ name: 'customer.updated', object: 'customer', entity: { id: 25376, updated_at: 'x' } }),
    ).toEqual({ id: 'customer.updated:25376:x' });
    expect(() => verify({ object: 'transaction', entity })).toThrow(WebhookRejected);
  });
});
