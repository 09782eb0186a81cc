import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { master, type Signed } from '../testing/fixtures.ts';
import {
  documentTests,
  type Refusal,
  refusalTests,
  type SettingsDocument,
} from '../testing/settings-documents.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
});
afterAll(() => t.close());
const app = () => ({ t, boss });

const RATES: SettingsDocument<'/api/countriesRates', '/api/rates'> = {
  key: 'rates',
  read: '/api/countriesRates',
  write: '/api/rates',
  empty: { countries: [] },
  first: {
    input: {
      countries: [
        { countryCode: 'bj', currency: 'xof', rate: '1' },
        { countryCode: 'GA', currency: 'XAF', rate: ' 1 ' },
        { countryCode: 'ng', currency: 'NGN', rate: '2.5312' },
      ],
    },
    stored: {
      countries: [
        { countryCode: 'BJ', currency: 'XOF', rate: '1' },
        { countryCode: 'GA', currency: 'XAF', rate: '1' },
        { countryCode: 'NG', currency: 'NGN', rate: '2.5312' },
      ],
    },
  },
  second: {
    input: { countries: [{ countryCode: 'GH', currency: 'ghs', rate: '0.0195' }] },
    stored: { countries: [{ countryCode: 'GH', currency: 'GHS', rate: '0.0195' }] },
  },
};

const rate = { countryCode: 'BJ', currency: 'XOF', rate: '1' };

const REFUSALS: Refusal[] = [
  {
    name: 'an unknown country in the rates',
    write: '/api/rates',
    payload: { countries: [rate, { ...rate, countryCode: 'qz' }] },
    field: 'countries.1.countryCode',
    message: 'Le champ « countries.1.countryCode » doit être un code pays ISO à deux lettres (BJ, CI, SN…).',
  },
  {
    name: 'a rate in exponent notation',
    write: '/api/rates',
    payload: { countries: [{ ...rate, rate: '1e3' }] },
    field: 'countries.0.rate',
    message: 'Le champ « countries.0.rate » doit être un nombre décimal écrit en texte, par exemple « 1.5 ».',
  },
  {
    name: 'rates with one country twice',
    write: '/api/rates',
    payload: { countries: [rate, { ...rate, countryCode: 'bj', rate: '2' }] },
    field: 'countries',
    message: 'Le champ « countries » contient deux fois le même identifiant.',
  },
];

documentTests(app, [RATES]);

describe('who may read the rates', () => {
  it('serves the rates to anyone', async () => {
    const rates = await t.visitor.get('/api/countriesRates');
    expect(rates.status).toBe(200);
    expect(rates.body).toEqual(RATES.second.stored);
  });
});

refusalTests(app, [RATES], REFUSALS);
