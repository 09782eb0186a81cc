import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATORS } from '../catalogue/default-operators.ts';
import { NO_SESSION } from '../testing/expected-errors.ts';
import { customer, master, type Signed } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let boss: Signed;
let client: Signed;

const FEES = {
  fees: [
    { type: 'deposit', country: '*', operator: '*', percent: '1', fixed: 0, currency: 'XOF' },
    { type: 'deposit', country: 'SN', operator: 'wave', percent: '0.5', fixed: 0, currency: 'XOF' },
    { type: 'transfer', country: '*', operator: '*', percent: '2', fixed: 100, currency: 'XOF' },
  ],
  processorFees: [],
};
const RATES = {
  countries: [
    { countryCode: 'BJ', currency: 'XOF', rate: '1' },
    { countryCode: 'GH', currency: 'GHS', rate: '0.0193' },
    { countryCode: 'FR', currency: 'EUR', rate: '0.001524' },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
  client = await customer(t.deps);
  for (const [url, payload] of [
    ['/1xpay/api/fees', FEES],
    ['/1xpay/api/rates', RATES],
  ] as const) {
    const saved = await t.app.inject({ method: 'POST', url, payload, headers: boss.bearer });
    expect(saved.statusCode).toBe(200);
  }
});
afterAll(() => t.close());

function quote(query: Record<string, string>, headers: Record<string, string> = client.bearer) {
  return t.app.inject({ method: 'GET', url: '/1xpay/api/quote', query, headers });
}

describe('GET /1xpay/api/quote', () => {
  it('adds the fees of the most specific rule to the amount', async () => {
    const deposit = await quote({ type: 'deposit', country: 'BJ', operator: 'mtn', amount: '10000' });
    expect(deposit.statusCode).toBe(200);
    expect(deposit.json()).toEqual({ amount: 10_000, fees: 100, total: 10_100, currency: 'XOF' });
    const wave = await quote({ type: 'deposit', country: 'SN', operator: 'wave', amount: '10000' });
    expect(wave.json()).toEqual({ amount: 10_000, fees: 50, total: 10_050, currency: 'XOF' });
    const rounding = await quote({ type: 'deposit', country: 'BJ', operator: 'mtn', amount: '250' });
    expect(rounding.json()).toMatchObject({ fees: 3, total: 253 });
  });

  it('converts a transfer to another currency, rounding what arrives down', async () => {
    const ghana = await quote({
      type: 'transfer',
      country: 'BJ',
      operator: 'moov',
      amount: '10000',
      beneficiaryCountry: 'GH',
    });
    expect(ghana.json()).toEqual({
      amount: 10_000,
      fees: 300,
      total: 10_300,
      currency: 'XOF',
      rate: '0.0193',
      receivedAmount: 19_300,
      receivedCurrency: 'GHS',
    });
    const france = await quote({
      type: 'transfer',
      country: 'BJ',
      operator: 'moov',
      amount: '999',
      beneficiaryCountry: 'FR',
    });
    expect(france.json()).toMatchObject({ receivedAmount: 152, receivedCurrency: 'EUR' });
  });

  it('refuses with 422 and the §8 code: unsupported country or operator, amounts out of limits', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [
        { type: 'deposit', country: 'FR', operator: 'orange', amount: '10000' },
        462,
        'Pays non pris en charge.',
      ],
      [
        { type: 'deposit', country: 'BJ', operator: 'orange', amount: '10000' },
        462,
        'Opérateur non pris en charge.',
      ],
      [
        { type: 'deposit', country: 'BJ', operator: 'mtn', amount: '99' },
        410,
        'Le montant est inférieur au minimum requis.',
      ],
      [
        { type: 'deposit', country: 'BJ', operator: 'mtn', amount: '2000001' },
        411,
        'Le montant est supérieur au maximum autorisé.',
      ],
    ];
    for (const [query, statusCode, message] of cases) {
      const response = await quote(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect(response.json()).toEqual({ error: 'payment_refused', statusCode, message });
    }
    const english = await t.app.inject({
      method: 'GET',
      url: '/1xpay/api/quote',
      query: { type: 'deposit', country: 'BJ', operator: 'mtn', amount: '99' },
      headers: { ...client.bearer, 'accept-language': 'en' },
    });
    expect(english.json()).toEqual({
      error: 'payment_refused',
      statusCode: 410,
      message: 'The amount is below the minimum required.',
    });
  });

  it('names a bad parameter with 400, never a float for money, and needs a session', async () => {
    const float = await quote({ type: 'deposit', country: 'BJ', operator: 'mtn', amount: '100.5' });
    expect(float.statusCode).toBe(400);
    expect(float.json().fields[0].field).toBe('amount');
    const type = await quote({ type: 'refund', country: 'BJ', operator: 'mtn', amount: '100' });
    expect(type.json().message).toBe(
      "Le champ « type » doit valoir l'une de ces valeurs : deposit, withdrawal, transfer.",
    );
    const missing = await quote({ type: 'deposit', country: 'BJ', operator: 'mtn' });
    expect(missing.json().message).toBe('Le champ « amount » est obligatoire.');
    const visitor = await quote({ type: 'deposit', country: 'BJ', operator: 'mtn', amount: '100' }, {});
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual(NO_SESSION);
  });
});

describe('the operators configuration', () => {
  it('starts with the operators of the seven service countries, readable by anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/1xpay/api/operators' });
    expect(response.json()).toEqual(DEFAULT_OPERATORS);
    expect(response.json().countries.map((c: { country: string }) => c.country)).toEqual([
      'BJ',
      'BF',
      'CI',
      'ML',
      'SN',
      'TG',
      'GA',
    ]);
  });

  it('is changed by the master admin, and quotes follow the new limits at once', async () => {
    const config = {
      countries: [
        {
          country: 'bj',
          currency: 'xof',
          operators: [
            { id: 'mtn', minAmount: 500, maxAmount: 50_000 },
            { id: 'moov', enabled: false, minAmount: 100, maxAmount: 100 },
          ],
        },
      ],
    };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/operators',
      payload: config,
      headers: boss.bearer,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      countries: [
        {
          country: 'BJ',
          currency: 'XOF',
          operators: [
            { id: 'mtn', enabled: true, minAmount: 500, maxAmount: 50_000 },
            { id: 'moov', enabled: false, minAmount: 100, maxAmount: 100 },
          ],
        },
      ],
      maxFailedPaymentsPerDay: 5,
      beneficiaryMonthlyMax: 5_000_000,
      senderDailyMax: 5_000_000,
    });
    expect(
      (await quote({ type: 'deposit', country: 'BJ', operator: 'mtn', amount: '400' })).json().statusCode,
    ).toBe(410);
    expect(
      (await quote({ type: 'deposit', country: 'BJ', operator: 'moov', amount: '100' })).json().statusCode,
    ).toBe(462);
    expect(
      (await quote({ type: 'deposit', country: 'CI', operator: 'orange', amount: '1000' })).json().message,
    ).toBe('Pays non pris en charge.');
  });

  it('refuses a maximum below the minimum, naming the field', async () => {
    const config = {
      countries: [
        { country: 'BJ', currency: 'XOF', operators: [{ id: 'mtn', minAmount: 500, maxAmount: 100 }] },
      ],
    };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/operators',
      payload: config,
      headers: boss.bearer,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Le champ « countries.0.operators.0.maxAmount » doit être supérieur ou égal au minimum.',
    );
  });
});
