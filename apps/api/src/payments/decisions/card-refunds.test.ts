import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuredProcessor } from '../../adapters/processors/configured.ts';
import type { PaymentProcessor } from '../../adapters/processors/processor.ts';
import { processorsOf } from '../../adapters/processors/processors.ts';
import { sandboxProcessor } from '../../adapters/processors/sandbox.ts';
import { refunds } from '../../db/schema.ts';
import { customer, master, type Signed } from '../../testing/fixtures.ts';
import { paymentJourneys } from '../../testing/payment-journeys.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { NO_WAY_BACK } from './choose-refund-route.ts';

// Decision 070: a card payment is refunded to the card when its processor refunds cards; when it does not (FedaPay
// pays no card back), to the customer's mobile money, on the operator of their last delivered mobile-money payment
// from the same number; with none known, the refund fails at once for the master admin, who refunds outside.

/** Whether the card processor below pays cards back (switched per test). */
let refundsCards = false;

/**
 * A card processor that collects at once and, unless `refundsCards`, pays no card back (as FedaPay): the refund
 * goes elsewhere. Its refunds, when asked, are sent.
 */
const cardProcessor: PaymentProcessor = {
  // The sandbox's shape and payout limits, with no network.
  ...sandboxProcessor(1),
  name: 'fedapay',
  async initiateCollection(request) {
    return { processorReference: `card_${request.reference}` };
  },
  async requestPayment() {
    return { kind: 'pending', action: { kind: 'redirect', url: 'https://pay.example/card' } };
  },
  async getCollectionStatus() {
    return { kind: 'paid' };
  },
  paysBack(_country, operator) {
    return refundsCards || operator !== 'card';
  },
  async refund(request) {
    return { kind: 'sent', refundReference: `card_refund_${request.reference}` };
  },
};

let t: TestApp;
let boss: Signed;
let journeys: ReturnType<typeof paymentJourneys>;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      processors: (config) => processorsOf({ mobileMoney: configuredProcessor(config), card: cardProcessor }),
    },
  );
  boss = await master(t.deps);
  journeys = paymentJourneys(t);
});
afterAll(() => t.close());

let numbers = 0;

/** A customer of their own, paying from a Beninese number. */
async function newCustomer() {
  numbers += 1;
  const phone = `+22901977${String(numbers).padStart(3, '0')}00`;
  return { phone, payer: await customer(t.deps, { phoneNumber: phone }) };
}

/** A deposit of 5 000 by `operator`, collected and then ended by the agent: delivered, or failed (refunded). */
async function deposit(who: { phone: string; payer: Signed }, operator: string, ending: 'complete' | 'fail') {
  const created = await t
    .as(who.payer)
    .post(
      '/api/transactions',
      { type: 'deposit', country: 'BJ', operator, payerPhone: who.phone, amount: 5_000 },
      { idempotencyKey: randomUUID() },
    );
  expect(created.status, created.text).toBe(201);
  const { reference } = created.body;
  await journeys.runJobs();
  expect((await journeys.statusOf(reference))?.statusCode).toBe(231);
  const ended = await t
    .as(boss)
    .post(
      `/admin/operations/${reference}/${ending}`,
      ending === 'fail' ? { failureMessage: 'Compte 1xBet introuvable pour cet identifiant.' } : {},
    );
  expect(ended.status, ended.text).toBe(200);
  await journeys.runDueJobs();
  return reference;
}

async function refundRow(reference: string) {
  const [row] = await t.deps.db.select().from(refunds).where(eq(refunds.reference, reference));
  return row;
}

async function destinationOf(reference: string) {
  const detail = await t.as(boss).get(`/admin/transactions/${reference}`);
  expect(detail.status).toBe(200);
  return detail.body.refund?.destination;
}

describe('the refund of a card payment', () => {
  it('goes to the customer’s mobile money, on their last delivered operator, when the card processor pays no card back', async () => {
    refundsCards = false;
    const who = await newCustomer();
    await deposit(who, 'moov', 'complete');
    await deposit(who, 'mtn', 'complete');
    const reference = await deposit(who, 'card', 'fail');
    expect(await refundRow(reference)).toMatchObject({
      status: 'sent',
      processor: 'sandbox',
      operator: 'mtn',
      phone: who.phone,
      attempts: 0,
    });
    expect(await journeys.ledgerKinds(reference)).toContain('refund');
    expect(await destinationOf(reference)).toEqual({ to: 'mobileMoney', operator: 'mtn', fallback: true });
  });

  it('fails at once for the master admin when no mobile-money account of the customer is known', async () => {
    refundsCards = false;
    const reference = await deposit(await newCustomer(), 'card', 'fail');
    expect(await refundRow(reference)).toMatchObject({
      status: 'failed',
      processor: 'fedapay',
      operator: null,
      attempts: 1,
      failure: NO_WAY_BACK,
    });
    expect(await journeys.ledgerKinds(reference)).not.toContain('refund');
    expect(await destinationOf(reference)).toEqual({ to: 'outside', operator: null, fallback: true });
    // The money rule still ends it: the master admin records what was paid by hand.
    const paid = await t.as(boss).post(`/admin/refunds/${reference}/paid-outside`, {
      reason: 'Rendu par virement au client.',
      outsideReference: 'VIR-2611-0042',
    });
    expect(paid.status).toBe(200);
    expect(await journeys.ledgerKinds(reference)).toContain('refund_outside');
  });

  it('goes back to the card when its processor refunds cards', async () => {
    refundsCards = true;
    const who = await newCustomer();
    await deposit(who, 'mtn', 'complete');
    const reference = await deposit(who, 'card', 'fail');
    expect(await refundRow(reference)).toMatchObject({
      status: 'sent',
      processor: 'fedapay',
      operator: null,
      processorReference: `card_refund_${reference}`,
    });
    expect(await destinationOf(reference)).toEqual({ to: 'card', operator: null, fallback: false });
  });

  it('of a mobile-money payment goes back to its number, the way it came', async () => {
    const reference = await deposit(await newCustomer(), 'moov', 'fail');
    expect(await refundRow(reference)).toMatchObject({
      status: 'sent',
      processor: 'sandbox',
      operator: null,
    });
    expect(await destinationOf(reference)).toEqual({ to: 'mobileMoney', operator: 'moov', fallback: false });
  });
});
