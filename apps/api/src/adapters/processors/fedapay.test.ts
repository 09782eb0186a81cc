import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  type FakeFedapay,
  startFakeFedapay,
} from '../../testing/fake-fedapay.ts';
import { collectionStatusOf, fedapayMode, fedapayProcessor, verifyFedapaySignature } from './fedapay.ts';
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
  it('maps its statuses to ours', () => {
    expect(
      ['pending', 'approved', 'transferred', 'refunded', 'canceled', 'expired', 'declined', 'weird'].map(
        (status) => collectionStatusOf(status),
      ),
    ).toEqual([
      { kind: 'pending' },
      { kind: 'paid' },
      { kind: 'paid' },
      { kind: 'paid' },
      { kind: 'refused', code: 450 },
      { kind: 'refused', code: 451 },
      { kind: 'refused', code: 404 },
      { kind: 'refused', code: 461 },
    ]);
    expect(collectionStatusOf('declined', 'INSUFFICIENT_FUND')).toEqual({ kind: 'refused', code: 460 });
    expect(collectionStatusOf('declined', 'OPERATOR_ERROR')).toEqual({ kind: 'refused', code: 505 });
  });

  it('knows a mode for the operators it serves, none for the others', () => {
    expect([fedapayMode('BJ', 'mtn'), fedapayMode('BJ', 'moov'), fedapayMode('TG', 'moov')]).toEqual([
      'mtn_open',
      'moov',
      'moov_tg',
    ]);
    expect(fedapayMode('GA', 'airtel')).toBeUndefined();
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

  it('creates the payout in its mode for the phone, then starts it', async () => {
    const result = await processor().payOut(payout);
    expect(result.kind).toBe('sent');
    const created = fake.payouts.at(-1);
    expect(created).toMatchObject({
      amount: 7_500,
      mode: 'moov',
      status: 'started',
      phone: { number: '+22901960000123', country: 'bj' },
    });
    expect(result).toEqual({ kind: 'sent', processorReference: String(created?.id) });
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
      phone: { number: '+22901960000456', country: 'bj' },
    });
    const again = { ...refund, refundReference: created.refundReference };
    const pending = { kind: 'pending', refundReference: created.refundReference };
    expect(await processor().refund(again)).toEqual(pending);
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
