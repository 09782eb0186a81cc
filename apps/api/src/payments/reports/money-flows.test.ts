import { randomUUID } from 'node:crypto';
import type { BodyOf } from '@1xpay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, master, type Signed, signIn } from '../../testing/fixtures.ts';
import { parseCsv } from '../../testing/parse-csv.ts';
import { paymentJourneys } from '../../testing/payment-journeys.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Issue 35: money out beside money in. Payments driven through the API and the job queue, delivered or failed by
// the master (nobody else holds a grant, so every operation is theirs); the overview's money in and out per
// currency and UTC day, and the transactions export's « encaissé », « versé » and « devise versée », worked out by
// hand from the ledger's rules (packages/domain/src/ledger.ts):
//   D  deposit 5,000 XOF, fees 1 % (50), credited to the betting account   in 5,050    out 0
//   T  transfer 20,000 XOF in Benin, delivered                             in 20,000   out 20,000
//   X  transfer 25,000 XOF to Gabon (25,062 XAF at 1.0025), delivered      in 25,000   out 25,000 XOF (the ledger's)
//   W  withdrawal 10,000 XOF, fees 2 % (200), paid out                     in 0        out 9,800
//   R  deposit 8,000 XOF, fees 80, failed, refunded                        in 8,080    out 8,080
//   G  deposit 10,000 XAF in Gabon (the XOF fee rule does not apply)       in 10,000 XAF
// Everything moves on 21 November (the test clock) but T's delivery, on the 22nd.

let t: TestApp;
let boss: Signed;
let journeys: ReturnType<typeof paymentJourneys>;
const refs: Record<'D' | 'T' | 'X' | 'W' | 'R' | 'G', string> = { D: '', T: '', X: '', W: '', R: '', G: '' };

async function create(who: Signed, body: BodyOf<'/api/transactions'>) {
  const created = await t.as(who).post('/api/transactions', body, { idempotencyKey: randomUUID() });
  if (created.status !== 201) throw new Error(`creation refused: ${created.text}`);
  return created.body.reference;
}

/** The master signed in again at the clock's time: the jobs' steps move the clock past a dashboard session. */
async function signInAgain() {
  const apiKey = await signIn(t.deps, boss.user, 'dashboard');
  boss = { user: boss.user, apiKey, bearer: { authorization: `Bearer ${apiKey}` } };
}

async function settle(reference: string, how: 'complete' | 'fail') {
  await signInAgain();
  const answer =
    how === 'complete'
      ? await t.as(boss).post(`/admin/operations/${reference}/complete`)
      : await t.as(boss).post(`/admin/operations/${reference}/fail`, { failureMessage: 'Numéro fermé' });
  expect([reference, answer.status]).toEqual([reference, 200]);
}

beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
  journeys = paymentJourneys(t);
  const fees = await t.as(boss).post('/api/fees', {
    fees: [
      { type: 'deposit', country: '*', operator: '*', percent: '1', fixed: 0, currency: 'XOF' },
      { type: 'withdrawal', country: '*', operator: '*', percent: '2', fixed: 0, currency: 'XOF' },
    ],
    processorFees: [],
  });
  expect(fees.status).toBe(200);
  const rates = await t.as(boss).post('/api/rates', {
    countries: [{ countryCode: 'GA', currency: 'XAF', rate: '1.0025' }],
  });
  expect(rates.status).toBe(200);

  refs.D = (await journeys.payFrom('00')).reference;
  refs.T = (
    await journeys.payFrom('00', {
      type: 'transfer',
      amount: 20_000,
      beneficiaryPhone: '+2290197000100',
      beneficiaryCountry: 'BJ',
    })
  ).reference;
  refs.X = (
    await journeys.payFrom('00', {
      type: 'transfer',
      amount: 25_000,
      beneficiaryPhone: '+241 74 12 34 56',
    })
  ).reference;
  refs.R = (await journeys.payFrom('00', { amount: 8_000 })).reference;
  const bettor = await customer(t.deps, { phoneNumber: '+2290197000200', accountId1xBet: '55000201' });
  refs.W = await create(bettor, {
    type: 'withdrawal',
    country: 'BJ',
    operator: 'mtn',
    payerPhone: bettor.user.phoneNumber,
    amount: 10_000,
    withdrawalCode: 'RET-4821',
  });
  const gabonese = await customer(t.deps, { phoneNumber: '+24166123400', country: 'GA' });
  refs.G = await create(gabonese, {
    type: 'deposit',
    country: 'GA',
    operator: 'airtel',
    payerPhone: '+24166123400',
    amount: 10_000,
  });
  await journeys.runJobs();
  for (const reference of Object.values(refs))
    expect([reference, (await journeys.statusOf(reference))?.statusCode]).toEqual([reference, 231]);

  await settle(refs.D, 'complete');
  await settle(refs.X, 'complete');
  await settle(refs.W, 'complete');
  await settle(refs.G, 'complete');
  await settle(refs.R, 'fail');
  await journeys.runJobs();
  await signInAgain();
  expect((await journeys.refundOf(boss, refs.R))?.status).toBe('sent');
  // T is delivered the next day (UTC).
  t.clock.set(new Date('2026-11-22T08:00:00Z'));
  await settle(refs.T, 'complete');
  expect(await journeys.ledgerKinds(refs.T)).toEqual(['collection', 'delivery']);
});
afterAll(() => t.close());

type Money = {
  totals: { currency: string; moneyIn: number; moneyOut: number }[];
  days: { day: string; flows: { currency: string; moneyIn: number; moneyOut: number }[] }[];
};

async function moneyOf(query: Record<string, string>) {
  const response = await t.as(boss).get('/admin/overview', { query });
  expect(response.status).toBe(200);
  return (response.body as unknown as { money: Money }).money;
}

describe('GET /1xpay/admin/overview: money in and out', () => {
  it('counts, per currency and per UTC day, what reached the processor and what left it', async () => {
    const money = await moneyOf({ from: '2026-11-20', to: '2026-11-22' });
    expect(money.totals).toEqual([
      { currency: 'XAF', moneyIn: 10_000, moneyOut: 0 },
      {
        currency: 'XOF',
        moneyIn: 5_050 + 20_000 + 25_000 + 8_080,
        moneyOut: 20_000 + 25_000 + 9_800 + 8_080,
      },
    ]);
    expect(money.days).toEqual([
      { day: '2026-11-20', flows: [] },
      {
        day: '2026-11-21',
        flows: [
          { currency: 'XAF', moneyIn: 10_000, moneyOut: 0 },
          { currency: 'XOF', moneyIn: 58_130, moneyOut: 25_000 + 9_800 + 8_080 },
        ],
      },
      { day: '2026-11-22', flows: [{ currency: 'XOF', moneyIn: 0, moneyOut: 20_000 }] },
    ]);
  });

  it('dates each move by its ledger entry: a range that ends before a delivery leaves it out', async () => {
    const money = await moneyOf({ from: '2026-11-21', to: '2026-11-21' });
    expect(money.totals).toEqual([
      { currency: 'XAF', moneyIn: 10_000, moneyOut: 0 },
      { currency: 'XOF', moneyIn: 58_130, moneyOut: 42_880 },
    ]);
    const before = await moneyOf({ from: '2026-11-01', to: '2026-11-20' });
    expect(before.totals).toEqual([]);
    expect(before.days).toHaveLength(20);
  });

  it('narrows to the payments of one country', async () => {
    expect((await moneyOf({ from: '2026-11-21', to: '2026-11-22', country: 'GA' })).totals).toEqual([
      { currency: 'XAF', moneyIn: 10_000, moneyOut: 0 },
    ]);
    expect((await moneyOf({ from: '2026-11-21', to: '2026-11-22', country: 'BJ' })).totals).toEqual([
      { currency: 'XOF', moneyIn: 58_130, moneyOut: 62_880 },
    ]);
    expect((await moneyOf({ from: '2026-11-21', to: '2026-11-22', country: 'SN' })).totals).toEqual([]);
  });
});

describe('GET /1xpay/admin/transactions/export.csv: collected and paid out', () => {
  async function exported(language: 'fr' | 'en') {
    const reply = await t
      .as(boss)
      .get('/admin/transactions/export.csv', { headers: { 'accept-language': language } });
    expect(reply.status).toBe(200);
    return parseCsv(reply.text);
  }

  it('says what each payment collected from its payer and what was paid out for it, in which currency', async () => {
    const rows = await exported('fr');
    const of = (reference: string) => {
      const row = rows.find((record) => record.référence === reference);
      return [row?.encaissé, row?.versé, row?.['devise versée']];
    };
    expect(of(refs.D)).toEqual(['5050', '', '']);
    expect(of(refs.T)).toEqual(['20000', '20000', 'XOF']);
    expect(of(refs.X)).toEqual(['25000', '25062', 'XAF']);
    expect(of(refs.W)).toEqual(['', '9800', 'XOF']);
    expect(of(refs.R)).toEqual(['8080', '8080', 'XOF']);
    expect(of(refs.G)).toEqual(['10000', '', '']);
    // Added after the earlier columns, which keep their places (the payment method came after them: decision 072).
    expect(Object.keys(rows[0] ?? {}).slice(-5)).toEqual([
      'mise à jour (UTC)',
      'encaissé',
      'versé',
      'devise versée',
      'moyen de paiement',
    ]);
  });

  it('names them in English for an English reader', async () => {
    const rows = await exported('en');
    const row = rows.find((record) => record.reference === refs.X);
    expect([row?.collected, row?.['paid out'], row?.['paid out currency']]).toEqual([
      '25000',
      '25062',
      'XAF',
    ]);
  });

  it('leaves them empty while nothing was collected', async () => {
    const late = await journeys.payFrom('06');
    await journeys.runDueJobs();
    const rows = await exported('fr');
    const row = rows.find((record) => record.référence === late.reference);
    expect([row?.encaissé, row?.versé, row?.['devise versée']]).toEqual(['', '', '']);
  });
});
