import { randomUUID } from 'node:crypto';
import type { BodyOf } from '@1xpay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, master, type Signed } from '../../testing/fixtures.ts';
import { paymentJourneys } from '../../testing/payment-journeys.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// A fee rule's fixed part is in its own currency: it applies to payments in that currency only. Gabon pays in
// XAF (the default operators document), Benin in XOF.

let t: TestApp;
let boss: Signed;
let journeys: ReturnType<typeof paymentJourneys>;

const xofOnly: BodyOf<'/api/fees'> = {
  fees: [{ type: 'deposit', country: '*', operator: '*', percent: '1', fixed: 100, currency: 'XOF' }],
  processorFees: [],
};

beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
  journeys = paymentJourneys(t);
});
afterAll(() => t.close());

function quoteFor(who: Signed, country: 'BJ' | 'GA', operator: 'mtn' | 'airtel') {
  return t.as(who).get('/api/quote', { query: { type: 'deposit', country, operator, amount: '10000' } });
}

describe('fees per currency', () => {
  it('charges an XOF rule on XOF payments only; a currency no rule covers pays no fee', async () => {
    expect((await t.as(boss).post('/api/fees', xofOnly)).status).toBe(200);
    const payer = await customer(t.deps);
    expect((await quoteFor(payer, 'BJ', 'mtn')).body).toEqual({
      amount: 10_000,
      fees: 200,
      total: 10_200,
      currency: 'XOF',
    });
    expect((await quoteFor(payer, 'GA', 'airtel')).body).toEqual({
      amount: 10_000,
      fees: 0,
      total: 10_000,
      currency: 'XAF',
    });
  });

  it('charges an XAF rule on XAF payments, in the quote and on the transaction created', async () => {
    const withXaf: BodyOf<'/api/fees'> = {
      ...xofOnly,
      fees: [
        ...xofOnly.fees,
        // More specific, but in XOF: it cannot apply to a payment in XAF.
        { type: 'deposit', country: 'GA', operator: 'airtel', percent: '1', fixed: 100, currency: 'XOF' },
        { type: 'deposit', country: 'GA', operator: '*', percent: '2', fixed: 50, currency: 'XAF' },
      ],
    };
    expect((await t.as(boss).post('/api/fees', withXaf)).status).toBe(200);
    const phone = '+24166123400';
    const payer = await customer(t.deps, { phoneNumber: phone, country: 'GA' });
    expect((await quoteFor(payer, 'GA', 'airtel')).body).toEqual({
      amount: 10_000,
      fees: 250,
      total: 10_250,
      currency: 'XAF',
    });
    const created = await t
      .as(payer)
      .post(
        '/api/transactions',
        { type: 'deposit', country: 'GA', operator: 'airtel', payerPhone: phone, amount: 10_000 },
        { idempotencyKey: randomUUID() },
      );
    expect(created.status).toBe(201);
    expect(await journeys.statusOf(created.body.reference)).toMatchObject({
      amount: 10_000n,
      fees: 250n,
      currency: 'XAF',
    });
  });
});
