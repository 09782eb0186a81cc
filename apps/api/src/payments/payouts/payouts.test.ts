import type { BodyOf } from '@1xpay/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processorsOf } from '../../adapters/processors/processors.ts';
import { jobs, ledgerEntries, ledgerPostings, payouts } from '../../db/schema.ts';
import { master, type Signed, signIn } from '../../testing/fixtures.ts';
import { paymentJourneys } from '../../testing/payment-journeys.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Decision 061: a transfer (or a withdrawal) is delivered by the processor's payout where the catalogue chose it for
// the beneficiary's operator, by an agent otherwise. The sandbox pays out in two steps (created, then sent), fails
// numbers ending in 09 at once and those ending in 19 after creating them, and keeps FedaPay's limits.

let t: TestApp;
let boss: Signed;
let journeys: ReturnType<typeof paymentJourneys>;
let beneficiaries = 0;

/** The operators document with Benin's MTN (and Togo's Moov) delivered as `delivery` says. */
async function chooseDelivery(delivery: 'agent' | 'payout') {
  const current = (await t.as(boss).get('/api/operators')).body;
  const document: BodyOf<'/api/operators'> = {
    ...current,
    countries: current.countries.map((country) => ({
      ...country,
      operators: country.operators.map(({ offered: _offered, payoutAvailable: _available, ...operator }) =>
        (country.country === 'BJ' && operator.id === 'mtn') ||
        (country.country === 'TG' && operator.id === 'moov')
          ? { ...operator, delivery }
          : operator,
      ),
    })),
  };
  const saved = await t.as(boss).post('/api/operators', document);
  expect(saved.status).toBe(200);
  return saved.body;
}

beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
  journeys = paymentJourneys(t);
});
afterAll(() => t.close());

/** A new Beninese MTN beneficiary number ending in `ending`. */
function beneficiary(ending: string) {
  beneficiaries += 1;
  return `+2290197${String(beneficiaries).padStart(4, '0')}${ending}`;
}

/** A transfer of `amount` XOF paid (payer …00) to `to` on Benin's MTN, taken through collection and verification. */
async function paidTransfer(to: string, amount = 20_000, extra: Partial<BodyOf<'/api/transactions'>> = {}) {
  const paid = await journeys.payFrom('00', {
    type: 'transfer',
    amount,
    beneficiaryPhone: to,
    beneficiaryCountry: 'BJ',
    beneficiaryOperator: 'mtn',
    ...extra,
  });
  await journeys.runJobs();
  return paid;
}

async function payoutOf(reference: string) {
  const [row] = await t.deps.db.select().from(payouts).where(eq(payouts.reference, reference));
  return row;
}

/** Each account's balance moved by one transaction's postings (debit positive). */
async function postingsOf(reference: string) {
  const rows = await t.deps.db
    .select({ account: ledgerPostings.account, amount: sql<string>`sum(${ledgerPostings.amount})` })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(eq(ledgerEntries.reference, reference))
    .groupBy(ledgerPostings.account);
  return Object.fromEntries(rows.map((row) => [row.account, BigInt(row.amount)]));
}

describe('the delivery choice in the catalogue', () => {
  it('is agent by default, payout once the master chooses it; GET says where the processor can pay out', async () => {
    const before = (await t.as(boss).get('/api/operators')).body;
    const mtn = before.countries.find((c) => c.country === 'BJ')?.operators.find((o) => o.id === 'mtn');
    expect(mtn).toMatchObject({ delivery: 'agent', payoutAvailable: true });

    // By default a transfer waits for an agent, and no payout is written.
    const byAgent = await paidTransfer(beneficiary('00'));
    expect((await journeys.statusOf(byAgent.reference))?.statusCode).toBe(231);
    expect(await journeys.operationOf(byAgent.reference)).toMatchObject({ operationStatus: 'pending' });
    expect(await payoutOf(byAgent.reference)).toBeUndefined();

    const after = await chooseDelivery('payout');
    expect(
      after.countries.find((c) => c.country === 'BJ')?.operators.find((o) => o.id === 'mtn')?.delivery,
    ).toBe('payout');
  });

  it('refuses a delivery that is neither agent nor payout, in French', async () => {
    const current = (await t.as(boss).get('/api/operators')).body;
    const [first] = current.countries;
    const refused = await t.as(boss).post('/api/operators', {
      ...current,
      countries: [{ ...first, operators: [{ ...first?.operators[0], delivery: 'pigeon' }] }],
    } as never);
    expect(refused.status).toBe(400);
  });
});

describe('a transfer delivered by the processor’s payout', () => {
  it('is sent without an agent: created, then sent, its reference kept, the delivery booked when it left', async () => {
    await chooseDelivery('payout');
    const to = beneficiary('00');
    const { reference } = await paidTransfer(to);
    const row = await journeys.statusOf(reference);
    expect(row?.statusCode).toBe(200);
    expect(await journeys.operationOf(reference)).toBeUndefined();
    const detail = await t.as(boss).get(`/admin/transactions/${reference}`);
    expect(detail.body.payout).toMatchObject({
      status: 'sent',
      processorReference: `sbx_payout_${reference}`,
    });
    const payout = await payoutOf(reference);
    expect(payout).toMatchObject({
      status: 'sent',
      processorReference: `sbx_payout_${reference}`,
      phone: to,
      amount: 20_000n,
      currency: 'XOF',
      operator: 'mtn',
      failure: null,
    });
    expect(payout?.sentAt).toEqual(expect.any(Date));
    const [delivery] = await t.deps.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reference, reference), eq(ledgerEntries.kind, 'delivery')));
    expect(delivery?.at).toEqual(payout?.sentAt);
    // Collected = delivered: what stays at the processor is the fees.
    const fees = BigInt(row?.fees ?? 0n);
    expect(await postingsOf(reference)).toMatchObject({
      'processor_clearing:sandbox': fees,
      customer_funds_in_transit: 0n,
    });
  });

  it('a payout that fails goes to an agent’s queue with the reason; the agent then delivers it', async () => {
    await chooseDelivery('payout');
    for (const ending of ['09', '19']) {
      const { reference } = await paidTransfer(beneficiary(ending));
      expect((await journeys.statusOf(reference))?.statusCode).toBe(231);
      const payout = await payoutOf(reference);
      expect(payout?.status).toBe('failed');
      expect(payout?.failure).toMatch(/^Paiement sortant échoué : Le bac à sable/);
      // A payout created at the processor before it failed keeps its reference.
      expect(payout?.processorReference).toBe(ending === '19' ? `sbx_payout_${reference}` : null);
      expect(await journeys.operationOf(reference)).toMatchObject({ operationStatus: 'pending' });
      // The dashboard reads why: the transaction's detail and the queue's row carry the payout.
      const detail = await t.as(boss).get(`/admin/transactions/${reference}`);
      expect(detail.body.payout).toMatchObject({
        status: 'failed',
        failure: payout?.failure,
        amount: 20_000,
      });
      const queue = await t.as(boss).get('/admin/operation-queue', { query: { q: reference } });
      expect(queue.body.data.map((row) => row.payout?.failure)).toEqual([payout?.failure]);
      const done = await t.as(boss).post(`/admin/operations/${reference}/complete`, {});
      expect(done.status).toBe(200);
      expect((await journeys.statusOf(reference))?.statusCode).toBe(200);
      expect((await journeys.ledgerKinds(reference)).sort()).toEqual(['collection', 'delivery']);
    }
  });

  it('a transfer without the beneficiary’s operator goes to an agent', async () => {
    await chooseDelivery('payout');
    const paid = await journeys.payFrom('00', {
      type: 'transfer',
      amount: 20_000,
      beneficiaryPhone: beneficiary('00'),
      beneficiaryCountry: 'BJ',
    });
    await journeys.runJobs();
    expect((await journeys.statusOf(paid.reference))?.statusCode).toBe(231);
    expect(await payoutOf(paid.reference)).toBeUndefined();
    expect(await journeys.operationOf(paid.reference)).toMatchObject({ operationStatus: 'pending' });
  });
});

describe('the processor’s limits', () => {
  it('a payout over 1,000,000 XOF is not tried: an agent delivers it, told why; nothing is split', async () => {
    await chooseDelivery('payout');
    const { reference } = await paidTransfer(beneficiary('00'), 1_000_001);
    expect((await journeys.statusOf(reference))?.statusCode).toBe(231);
    const payout = await payoutOf(reference);
    expect(payout).toMatchObject({ status: 'skipped', processorReference: null, amount: 1_000_001n });
    expect(payout?.failure).toBe(
      'Paiement sortant non tenté : 1\u202f000\u202f001\u00a0XOF dépasse le plafond de 1\u202f000\u202f000\u00a0XOF par paiement du prestataire.',
    );
    expect(await journeys.operationOf(reference)).toMatchObject({ operationStatus: 'pending' });
    const atProcessor = await t.deps.db.select().from(jobs).where(eq(jobs.kind, 'transaction.payout'));
    expect(atProcessor.every((job) => (job.payload as { reference: string }).reference !== reference)).toBe(
      true,
    );
  });

  it('a fourth payout to one number within 24 hours goes to an agent; the next day pays out again', async () => {
    await chooseDelivery('payout');
    const to = beneficiary('00');
    for (let i = 0; i < 3; i += 1) {
      const { reference } = await paidTransfer(to);
      expect((await payoutOf(reference))?.status).toBe('sent');
    }
    const fourth = await paidTransfer(to);
    expect((await journeys.statusOf(fourth.reference))?.statusCode).toBe(231);
    expect(await payoutOf(fourth.reference)).toMatchObject({
      status: 'skipped',
      failure:
        'Paiement sortant non tenté : déjà 3 paiements vers ce numéro en 24 heures, la limite du prestataire.',
    });
    expect(await journeys.operationOf(fourth.reference)).toMatchObject({ operationStatus: 'pending' });
    // A payout handed to an agent does not count against the number; 24 hours later the count starts again.
    t.clock.advance(24 * 3_600_000);
    boss = { ...boss, apiKey: await signIn(t.deps, boss.user, 'dashboard') };
    const nextDay = await paidTransfer(to);
    expect((await payoutOf(nextDay.reference))?.status).toBe('sent');
  });
});

describe('exactly once', () => {
  it('a payout job run again after it ended sends nothing more', async () => {
    await chooseDelivery('payout');
    const { reference } = await paidTransfer(beneficiary('00'));
    expect((await payoutOf(reference))?.status).toBe('sent');
    const { payOutTransaction } = await import('./pay-out-transaction.ts');
    let calls = 0;
    const sandbox = t.deps.processors.mobileMoney;
    const counting = {
      ...t.deps,
      processors: processorsOf({
        mobileMoney: {
          ...sandbox,
          payOut: async (request: Parameters<typeof sandbox.payOut>[0]) => {
            calls += 1;
            return sandbox.payOut(request);
          },
        },
      }),
    };
    await payOutTransaction(counting, reference);
    expect(calls).toBe(0);
    expect(await journeys.ledgerKinds(reference)).toEqual(['collection', 'delivery']);
  });
});

describe('with the catalogue back to agent', () => {
  it('a transfer waits for an agent again', async () => {
    await chooseDelivery('agent');
    const { reference } = await paidTransfer(beneficiary('00'));
    expect((await journeys.statusOf(reference))?.statusCode).toBe(231);
    expect(await payoutOf(reference)).toBeUndefined();
  });
});
