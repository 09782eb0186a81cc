import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATORS } from '../../catalogue/index.ts';
import { customer, master, type Signed, signIn } from '../../testing/fixtures.ts';
import { paymentJourneys } from '../../testing/payment-journeys.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The verification rules after payment that need the clock to move a day (the others are in collection/sandbox.test.ts).

let t: TestApp;
let journeys: ReturnType<typeof paymentJourneys>;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps, { rememberMe: true });
  journeys = paymentJourneys(t);
});
afterAll(() => t.close());

describe('verification: limits', () => {
  it('blocks a payment that takes a customer past senderDailyMax in 24 hours (limits)', async () => {
    // A level limit above senderDailyMax (the defaults keep level 2 at 2,000,000 a month, decision 058).
    const saved = await t
      .as(boss)
      .post('/api/operators', { ...DEFAULT_OPERATORS, level2MonthlyMax: 20_000_000 });
    expect(saved.status).toBe(200);
    const payer = await customer(t.deps);
    let session = payer.apiKey;
    const pay = async (payerPhone: string, amount: number) => {
      const response = await t
        .as(session)
        .post(
          '/api/transactions',
          { type: 'deposit', country: 'BJ', operator: 'mtn', payerPhone, amount },
          { idempotencyKey: randomUUID() },
        );
      await journeys.runJobs();
      return journeys.statusOf(response.body.reference);
    };
    // Three numbers, so the velocity rule stays out of it; 5,000,000 XOF allowed in 24 h by default.
    expect((await pay('+2290196888800', 1_900_000))?.statusCode).toBe(231);
    expect((await pay('+2290196888900', 1_900_000 + 1))?.statusCode).toBe(231);
    const blocked = await pay('+2290196889000', 1_200_000);
    expect([blocked?.statusCode, blocked?.message]).toEqual([
      235,
      'Bloqué : plafond de paiements du client sur 24 heures dépassé.',
    ]);
    // The blocked payment's money was collected: it counts too, until 24 h have passed. (The first number again:
    // a fourth number in a day is over the account's limit of payer numbers, and two payments stay under velocity.)
    expect((await pay('+2290196888800', 1_000))?.statusCode).toBe(235);
    t.clock.advance(24 * 3_600_000);
    session = await signIn(t.deps, payer.user);
    expect((await pay('+2290196888800', 1_500_000))?.statusCode).toBe(231);
  });
});
