import type { BodyOf, QueryOf } from '@1xpay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATORS } from '../../catalogue/default-operators.ts';
import { NO_SESSION } from '../../testing/expected-errors.ts';
import { customer, master, type Signed } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { errorOf } from '../../testing/test-client.ts';

let t: TestApp;
let boss: Signed;
let client: Signed;

const FEES: BodyOf<'/api/fees'> = {
  fees: [
    { type: 'deposit', country: '*', operator: '*', percent: '1', fixed: 0, currency: 'XOF' },
    { type: 'deposit', country: 'SN', operator: 'wave', percent: '0.5', fixed: 0, currency: 'XOF' },
    { type: 'transfer', country: '*', operator: '*', percent: '2', fixed: 100, currency: 'XOF' },
  ],
  processorFees: [],
};
const RATES: BodyOf<'/api/rates'> = {
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
  expect((await t.as(boss).post('/api/fees', FEES)).status).toBe(200);
  expect((await t.as(boss).post('/api/rates', RATES)).status).toBe(200);
});
afterAll(() => t.close());

type Quoted = QueryOf<'GET', '/api/quote'>;

describe('GET /1xpay/api/quote', () => {
  it('adds the fees of the most specific rule to the amount', async () => {
    const deposit = await t.as(client).get('/api/quote', {
      query: { type: 'deposit', country: 'BJ', operator: 'mtn', amount: '10000' },
    });
    expect(deposit.status).toBe(200);
    expect(deposit.body).toEqual({ amount: 10_000, fees: 100, total: 10_100, currency: 'XOF' });
    const wave = await t.as(client).get('/api/quote', {
      query: { type: 'deposit', country: 'SN', operator: 'wave', amount: '10000' },
    });
    expect(wave.body).toEqual({ amount: 10_000, fees: 50, total: 10_050, currency: 'XOF' });
    const rounding = await t.as(client).get('/api/quote', {
      query: { type: 'deposit', country: 'BJ', operator: 'mtn', amount: '250' },
    });
    expect(rounding.body).toMatchObject({ fees: 3, total: 253 });
  });

  it('converts a transfer to another currency, rounding what arrives down', async () => {
    const ghana = await t.as(client).get('/api/quote', {
      query: { type: 'transfer', country: 'BJ', operator: 'moov', amount: '10000', beneficiaryCountry: 'GH' },
    });
    expect(ghana.body).toEqual({
      amount: 10_000,
      fees: 300,
      total: 10_300,
      currency: 'XOF',
      rate: '0.0193',
      receivedAmount: 19_300,
      receivedCurrency: 'GHS',
    });
    const france = await t.as(client).get('/api/quote', {
      query: { type: 'transfer', country: 'BJ', operator: 'moov', amount: '999', beneficiaryCountry: 'FR' },
    });
    expect(france.body).toMatchObject({ receivedAmount: 152, receivedCurrency: 'EUR' });
  });

  it('refuses with 422 and the §8 code: unsupported country or operator, amounts out of limits', async () => {
    const cases: [Quoted, number, string][] = [
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
      const response = await t.as(client).get('/api/quote', { query });
      expect(response.status, JSON.stringify(query)).toBe(422);
      expect(response.body).toEqual({ error: 'payment_refused', statusCode, message });
    }
    const english = await t.as(client).get('/api/quote', {
      query: { type: 'deposit', country: 'BJ', operator: 'mtn', amount: '99' },
      headers: { 'accept-language': 'en' },
    });
    expect(english.body).toEqual({
      error: 'payment_refused',
      statusCode: 410,
      message: 'The amount is below the minimum required.',
    });
  });

  it('names a bad parameter with 400, never a float for money, and needs a session', async () => {
    const float = await t.as(client).get('/api/quote', {
      query: { type: 'deposit', country: 'BJ', operator: 'mtn', amount: '100.5' },
    });
    expect(float.status).toBe(400);
    expect(errorOf(float).fields?.[0]?.field).toBe('amount');
    // Queries the client's table refuses to type (an unknown type, no amount): sent as they are.
    const type = await t.as(client).send({
      method: 'GET',
      path: '/api/quote',
      query: { type: 'refund', country: 'BJ', operator: 'mtn', amount: '100' },
    });
    expect(errorOf(type).message).toBe(
      "Le champ « type » doit valoir l'une de ces valeurs : deposit, withdrawal, transfer.",
    );
    const missing = await t.as(client).send({
      method: 'GET',
      path: '/api/quote',
      query: { type: 'deposit', country: 'BJ', operator: 'mtn' },
    });
    expect(errorOf(missing).message).toBe('Le champ « amount » est obligatoire.');
    const visitor = await t.visitor.get('/api/quote', {
      query: { type: 'deposit', country: 'BJ', operator: 'mtn', amount: '100' },
    });
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual(NO_SESSION);
  });
});

describe('the operators configuration', () => {
  it('starts with the operators of the seven service countries, readable by anyone', async () => {
    const response = await t.visitor.get('/api/operators');
    // The sandbox serves every mobile-money operator and cards (each enabled one is offered) and pays out to
    // mobile money; bank transfers wait for PI-SPI, not configured here; agents deliver, PI-SPI pays bank accounts.
    expect(response.body).toEqual({
      ...DEFAULT_OPERATORS,
      countries: DEFAULT_OPERATORS.countries.map((country) => ({
        ...country,
        operators: country.operators.map((operator) => ({
          ...operator,
          delivery: operator.id === 'bank' ? 'payout' : 'agent',
          offered: operator.id !== 'bank',
          payoutAvailable: operator.id !== 'bank' && operator.id !== 'card',
        })),
      })),
    });
    expect(response.body.countries.map((c) => c.country)).toEqual(['BJ', 'BF', 'CI', 'ML', 'SN', 'TG', 'GA']);
  });

  it('is changed by the master admin, and quotes follow the new limits at once', async () => {
    const saved = await t.as(boss).post('/api/operators', {
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
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      countries: [
        {
          country: 'BJ',
          currency: 'XOF',
          operators: [
            {
              id: 'mtn',
              enabled: true,
              minAmount: 500,
              maxAmount: 50_000,
              delivery: 'agent',
              offered: true,
              payoutAvailable: true,
            },
            {
              id: 'moov',
              enabled: false,
              minAmount: 100,
              maxAmount: 100,
              delivery: 'agent',
              offered: false,
              payoutAvailable: true,
            },
          ],
        },
      ],
      maxFailedPaymentsPerDay: 5,
      beneficiaryMonthlyMax: 5_000_000,
      senderDailyMax: 5_000_000,
      maxWaitingPayments: 3,
      maxPaymentsPerHour: 20,
      maxPayerNumbersPerDay: 3,
      level1MonthlyMax: 200_000,
      level2MonthlyMax: 2_000_000,
    });
    const belowMinimum = await t.as(client).get('/api/quote', {
      query: { type: 'deposit', country: 'BJ', operator: 'mtn', amount: '400' },
    });
    expect(belowMinimum.body).toMatchObject({ statusCode: 410 });
    const disabled = await t.as(client).get('/api/quote', {
      query: { type: 'deposit', country: 'BJ', operator: 'moov', amount: '100' },
    });
    expect(disabled.body).toMatchObject({ statusCode: 462 });
    const unlisted = await t.as(client).get('/api/quote', {
      query: { type: 'deposit', country: 'CI', operator: 'orange', amount: '1000' },
    });
    expect(errorOf(unlisted).message).toBe('Pays non pris en charge.');
  });

  it('refuses a maximum below the minimum, naming the field', async () => {
    const refused = await t.as(boss).post('/api/operators', {
      countries: [
        { country: 'BJ', currency: 'XOF', operators: [{ id: 'mtn', minAmount: 500, maxAmount: 100 }] },
      ],
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).message).toBe(
      'Le champ « countries.0.operators.0.maxAmount » doit être supérieur ou égal au minimum.',
    );
  });
});
