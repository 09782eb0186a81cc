import { feesSchema } from '@1xpay/contract';
import { TARIFF_FEES, TARIFF_PROCESSOR_FEES } from '@1xpay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SESSION } from '../testing/expected-errors.ts';
import { agent, customer, master, type Signed } from '../testing/fixtures.ts';
import {
  documentTests,
  type Refusal,
  refusalTests,
  type SettingsDocument,
} from '../testing/settings-documents.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { cookieOf } from '../testing/test-client.ts';

let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
});
afterAll(() => t.close());
const app = () => ({ t, boss });

const FEES: SettingsDocument<'/api/fees', '/api/fees'> = {
  key: 'fees',
  read: '/api/fees',
  write: '/api/fees',
  empty: { fees: [], processorFees: [] },
  // A deployment charges the published tariff until its master saves another document (decision 054).
  initial: feesSchema.parse({ fees: TARIFF_FEES, processorFees: TARIFF_PROCESSOR_FEES }),
  first: {
    input: {
      fees: [
        { type: 'deposit', country: ' bj ', operator: 'mtn', percent: ' 1.5 ', fixed: 100 },
        { type: 'withdrawal', country: '*', operator: '*', percent: '0', fixed: 0, currency: 'xof' },
      ],
      processorFees: [
        {
          type: 'transfer',
          country: 'ci',
          operator: 'orange',
          percent: '0.0125',
          fixed: 25,
          currency: 'XAF',
        },
      ],
    },
    stored: {
      fees: [
        { type: 'deposit', country: 'BJ', operator: 'mtn', percent: '1.5', fixed: 100, currency: 'XOF' },
        { type: 'withdrawal', country: '*', operator: '*', percent: '0', fixed: 0, currency: 'XOF' },
      ],
      processorFees: [
        {
          type: 'transfer',
          country: 'CI',
          operator: 'orange',
          percent: '0.0125',
          fixed: 25,
          currency: 'XAF',
        },
      ],
    },
  },
  second: {
    input: {
      fees: [],
      processorFees: [{ type: 'deposit', country: 'SN', operator: 'wave', percent: '1', fixed: 0 }],
    },
    stored: {
      fees: [],
      processorFees: [
        { type: 'deposit', country: 'SN', operator: 'wave', percent: '1', fixed: 0, currency: 'XOF' },
      ],
    },
  },
};

const fee = { type: 'deposit', country: 'BJ', operator: 'mtn', percent: '1.5', fixed: 100 };
const decimal = 'doit être un nombre décimal écrit en texte, par exemple « 1.5 »';

const REFUSALS: Refusal[] = [
  {
    name: 'an unknown country in a fee',
    write: '/api/fees',
    payload: { fees: [{ ...fee, country: 'ZZ' }], processorFees: [] },
    field: 'fees.0.country',
    message: 'Le champ « fees.0.country » doit être un code pays ISO à deux lettres (BJ, CI, SN…).',
  },
  {
    name: 'an operator that is not a known slug (fee)',
    write: '/api/fees',
    payload: { fees: [], processorFees: [{ ...fee, operator: 'MTN' }] },
    field: 'processorFees.0.operator',
    message:
      "Le champ « processorFees.0.operator » doit valoir l'une de ces valeurs : *, orange, mtn, moov, wave, free, airtel, card, bank.",
  },
  {
    name: 'a percent sent as a number',
    write: '/api/fees',
    payload: { fees: [{ ...fee, percent: 1.5 }], processorFees: [] },
    field: 'fees.0.percent',
    message: 'Le champ « fees.0.percent » doit être un texte.',
  },
  {
    name: 'a percent with a decimal comma',
    write: '/api/fees',
    payload: { fees: [{ ...fee, percent: '1,5' }], processorFees: [] },
    field: 'fees.0.percent',
    message: `Le champ « fees.0.percent » ${decimal}.`,
  },
  {
    name: 'a negative percent',
    write: '/api/fees',
    payload: { fees: [{ ...fee, percent: '-1' }], processorFees: [] },
    field: 'fees.0.percent',
    message: `Le champ « fees.0.percent » ${decimal}.`,
  },
  {
    name: 'a percent with too many decimals',
    write: '/api/fees',
    payload: { fees: [{ ...fee, percent: '1.23456' }], processorFees: [] },
    field: 'fees.0.percent',
    message: `Le champ « fees.0.percent » ${decimal}.`,
  },
  {
    name: 'a fixed amount that is a float',
    write: '/api/fees',
    payload: { fees: [{ ...fee, fixed: 1.5 }], processorFees: [] },
    field: 'fees.0.fixed',
    message: 'Le champ « fees.0.fixed » doit être un nombre entier.',
  },
  {
    name: 'a negative fixed amount',
    write: '/api/fees',
    payload: { fees: [{ ...fee, fixed: -5 }], processorFees: [] },
    field: 'fees.0.fixed',
    message: 'Le champ « fees.0.fixed » doit être supérieur ou égal à 0.',
  },
  {
    name: 'fees without processorFees',
    write: '/api/fees',
    payload: { fees: [] },
    field: 'processorFees',
    message: 'Le champ « processorFees » est obligatoire.',
  },
];

documentTests(app, [FEES]);

describe('who may read the fees', () => {
  it('reads the fees only with a session, and refreshes the session cookie for 60 minutes', async () => {
    const anonymous = await t.visitor.get('/api/fees');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(NO_SESSION);
    const client = await customer(t.deps);
    t.clock.advance(10 * 60_000);
    const byCustomer = await t.as(client, { via: 'cookie' }).get('/api/fees');
    expect(byCustomer.status).toBe(200);
    expect(byCustomer.body).toEqual(FEES.second.stored);
    expect(cookieOf(byCustomer, 'apiKey')).toMatchObject({ value: client.apiKey, maxAge: 3600 });
    const admin = await agent(t.deps);
    expect((await t.as(admin).get('/api/fees')).status).toBe(200);
  });
});

refusalTests(app, [FEES], REFUSALS);
