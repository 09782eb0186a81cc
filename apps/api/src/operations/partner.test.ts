import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, refunds } from '../db/schema.ts';
import { master } from '../testing/fixtures.ts';
import { paymentJourneys } from '../testing/payment-journeys.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let journeys: ReturnType<typeof paymentJourneys>;
beforeAll(async () => {
  t = await createTestApp({ PARTNER_AUTO_CREDIT: '1' });
  await master(t.deps);
  journeys = paymentJourneys(t);
});
afterAll(() => t.close());

describe('the sandbox betting partner (PARTNER_AUTO_CREDIT=1)', () => {
  it("credits a verified deposit itself: 'Réussi' without an agent", async () => {
    const { reference } = await journeys.payFrom('00');
    await journeys.runJobs();
    expect(await journeys.statusOf(reference)).toMatchObject({ statusCode: 200, finished: true });
    expect(await journeys.operationOf(reference)).toMatchObject({
      operationStatus: 'success',
      failureMessage: null,
    });
    expect(await journeys.ledgerKinds(reference)).toEqual(['collection', 'delivery']);
  });

  it('fails the delivery of a payment from a number ending in 09: 528 with the partner’s message, money reversed', async () => {
    const { reference } = await journeys.payFrom('09');
    await journeys.runJobs();
    expect(await journeys.statusOf(reference)).toMatchObject({
      statusCode: 528,
      finished: true,
      message:
        'Compte 1xBet introuvable pour cet identifiant. Le montant payé, frais compris, vous est remboursé.',
    });
    expect(await journeys.operationOf(reference)).toMatchObject({
      operationStatus: 'error',
      failureMessage: 'Compte 1xBet introuvable pour cet identifiant.',
    });
    expect(await journeys.ledgerKinds(reference)).toEqual(['collection', 'reversal']);
    // The money goes back (decision 042): a refund of amount and fees to the payer, and its job, with the failure.
    const [refund] = await t.deps.db.select().from(refunds).where(eq(refunds.reference, reference));
    // 5 000 and the tariff's 1 % deposit fee.
    expect(refund).toMatchObject({ amount: 5_050n, currency: 'XOF', phone: expect.stringMatching(/09$/) });
    const refundJobs = await t.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'transaction.refund'), sql`${jobs.payload}->>'reference' = ${reference}`));
    expect(refundJobs.length).toBeGreaterThan(0);
  });

  it('leaves transfers to the agents: a verified transfer waits at 231', async () => {
    const { reference } = await journeys.payFrom('00', {
      type: 'transfer',
      beneficiaryPhone: '+2250707123456',
    });
    await journeys.runJobs();
    expect(await journeys.statusOf(reference)).toMatchObject({ statusCode: 231 });
    expect(await journeys.operationOf(reference)).toMatchObject({ operationStatus: 'pending' });
  });
});
