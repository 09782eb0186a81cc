import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SESSION } from '../../testing/expected-errors.ts';
import { customer, master, type Signed } from '../../testing/fixtures.ts';
import { ONE_PERCENT_ON_DEPOSITS, paymentJourneys } from '../../testing/payment-journeys.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let boss: Signed;
let journeys: ReturnType<typeof paymentJourneys>;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
  expect((await t.as(boss).post('/api/fees', ONE_PERCENT_ON_DEPOSITS)).status).toBe(200);
  journeys = paymentJourneys(t);
});
afterAll(() => t.close());

const NOT_FOUND = { error: 'not_found', message: 'Transaction introuvable.' };

describe('GET /1xpay/api/transactions/{reference}', () => {
  it('gives its customer the transaction, its status, its delivery and every step it went through', async () => {
    const { reference, payer, phone } = await journeys.payFrom('00');
    await journeys.runJobs();
    const response = await t.as(payer).get(`/api/transactions/${reference}`);
    expect(response.status).toBe(200);
    expect(response.body.transaction).toMatchObject({
      reference,
      senderUuid: payer.user.id,
      type: 'deposit',
      country: 'BJ',
      operator: 'mtn',
      payerPhone: phone,
      amount: 5_000,
      fees: 50,
      currency: 'XOF',
    });
    expect(response.body.status).toEqual({
      transactionReference: reference,
      statusCode: 231,
      message: null,
      finished: false,
    });
    expect(response.body.operation).toEqual({
      transactionReference: reference,
      operationStatus: 'pending',
      failureMessage: null,
    });
    expect(response.body.timeline.map((step) => step.statusCode)).toEqual([201, 202, 203, 204, 230, 231]);
    const times = response.body.timeline.map((step) => step.at);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('has no delivery before the money is collected, and carries a refusal’s message', async () => {
    const { reference, payer } = await journeys.payFrom('01');
    const before = await t.as(payer).get(`/api/transactions/${reference}`);
    expect([before.body.status.statusCode, before.body.operation, before.body.timeline.length]).toEqual([
      201,
      null,
      1,
    ]);
    await journeys.runJobs();
    const after = await t.as(payer).get(`/api/transactions/${reference}`);
    expect(after.body.status).toMatchObject({ statusCode: 450, finished: true });
    expect(after.body.timeline.at(-1)?.statusCode).toBe(450);
  });

  it('answers 404 to another customer as to an unknown reference, 401 without a session; the master sees it', async () => {
    const { reference } = await journeys.payFrom('00');
    const stranger = await customer(t.deps);
    for (const path of [`/api/transactions/${reference}`, '/api/transactions/1XP-INCONNUE'] as const) {
      const refused = await t.as(stranger).get(path);
      expect([refused.status, refused.body]).toEqual([404, NOT_FOUND]);
    }
    const english = await t.as(stranger).get(`/api/transactions/${reference}`, {
      headers: { 'accept-language': 'en' },
    });
    expect(english.body).toEqual({ error: 'not_found', message: 'Transaction not found.' });
    const visitor = await t.visitor.get(`/api/transactions/${reference}`);
    expect([visitor.status, visitor.body]).toEqual([401, NO_SESSION]);
    expect((await t.as(boss).get(`/api/transactions/${reference}`)).status).toBe(200);
  });
});

describe('GET /1xpay/api/receipts/{token}: the public check of a receipt', () => {
  it('confirms the transaction of a receipt to anyone, with nothing personal', async () => {
    const { reference, payer } = await journeys.payFrom('00');
    await journeys.runJobs();
    const detail = await t.as(payer).get(`/api/transactions/${reference}`);
    expect(detail.body.receiptToken).toMatch(/^[0-9a-f]{32}$/);
    // Paid in the sandbox of a server whose processor is the sandbox: the app offers its two buttons.
    expect(detail.body.sandbox).toBe(true);
    const checked = await t.visitor.get(`/api/receipts/${detail.body.receiptToken}`);
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({
      reference,
      type: 'deposit',
      amount: 5_000,
      fees: 50,
      currency: 'XOF',
      createdAt: detail.body.transaction.createdAt,
      statusCode: 231,
      finished: false,
    });
  });

  it('gives each transaction its own token, and answers 404 to a token it never issued', async () => {
    const first = await journeys.payFrom('00');
    const second = await journeys.payFrom('00');
    const tokens = await Promise.all(
      [first, second].map(
        async ({ reference, payer }) =>
          (await t.as(payer).get(`/api/transactions/${reference}`)).body.receiptToken,
      ),
    );
    expect(new Set(tokens).size).toBe(2);
    for (const token of ['0'.repeat(32), first.reference, 'x']) {
      const unknown = await t.visitor.get(`/api/receipts/${token}`);
      expect([unknown.status, unknown.body]).toEqual([
        404,
        {
          error: 'not_found',
          message: 'Ce reçu est inconnu ici : il n’a pas été émis par ce service, ou son lien est incomplet.',
        },
      ]);
    }
  });
});
