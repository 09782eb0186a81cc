import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_ORIGIN } from '../testing/expected-errors.ts';
import { master, type Signed } from '../testing/fixtures.ts';
import {
  documentTests,
  type Refusal,
  refusalTests,
  type SettingsDocument,
} from '../testing/settings-documents.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
});
afterAll(() => t.close());
const app = () => ({ t, boss });

const ADDRESSES: SettingsDocument<'/api/addresses', '/api/addresses'> = {
  key: 'addresses',
  read: '/api/addresses',
  write: '/api/addresses',
  empty: [],
  first: {
    input: [
      {
        id: 'bj-mtn',
        country: 'bj',
        operator: 'mtn',
        label: '  MTN MoMo Bénin ',
        accountNumber: ' 0197000000 ',
        accountName: '1xPay Bénin',
      },
      {
        id: 'ci-orange',
        country: 'CI',
        operator: 'orange',
        label: 'Orange Money Côte d’Ivoire',
        accountNumber: '0700000000',
        accountName: ' 1xPay CI ',
        instructions: '  Composez #144# puis suivez les étapes. ',
        active: false,
      },
    ],
    stored: [
      {
        id: 'bj-mtn',
        country: 'BJ',
        operator: 'mtn',
        label: 'MTN MoMo Bénin',
        accountNumber: '0197000000',
        accountName: '1xPay Bénin',
        instructions: '',
        active: true,
      },
      {
        id: 'ci-orange',
        country: 'CI',
        operator: 'orange',
        label: 'Orange Money Côte d’Ivoire',
        accountNumber: '0700000000',
        accountName: '1xPay CI',
        instructions: 'Composez #144# puis suivez les étapes.',
        active: false,
      },
    ],
  },
  second: {
    input: [
      {
        id: 'sn-wave',
        country: 'sn',
        operator: 'wave',
        label: 'Wave',
        accountNumber: '770000000',
        accountName: '1xPay SN',
      },
    ],
    stored: [
      {
        id: 'sn-wave',
        country: 'SN',
        operator: 'wave',
        label: 'Wave',
        accountNumber: '770000000',
        accountName: '1xPay SN',
        instructions: '',
        active: true,
      },
    ],
  },
};

const PUBS: SettingsDocument<'/api/pubs', '/api/pubs'> = {
  key: 'pubs',
  read: '/api/pubs',
  write: '/api/pubs',
  empty: [],
  first: {
    input: [
      {
        id: 'bienvenue',
        title: ' Bonus de bienvenue ',
        picture: ' pictures/a.png ',
        link: 'https://1xpay.example/bonus',
      },
      {
        id: 'app',
        title: 'Déposez depuis l’app',
        picture: 'pictures/b.webp',
        link: ' /app/deposit ',
        active: false,
      },
    ],
    stored: [
      {
        id: 'bienvenue',
        title: 'Bonus de bienvenue',
        picture: 'pictures/a.png',
        link: 'https://1xpay.example/bonus',
        active: true,
      },
      {
        id: 'app',
        title: 'Déposez depuis l’app',
        picture: 'pictures/b.webp',
        link: '/app/deposit',
        active: false,
      },
    ],
  },
  second: { input: [], stored: [] },
};

const PRONOSTICS: SettingsDocument<'/api/pronostics', '/api/pronostics'> = {
  key: 'pronostics',
  read: '/api/pronostics',
  write: '/api/pronostics',
  empty: [],
  first: {
    input: [
      {
        id: 'ldc-1',
        competition: ' Ligue des champions CAF ',
        homeTeam: 'ASEC Mimosas',
        awayTeam: 'Horoya AC ',
        startsAt: Date.UTC(2026, 10, 22, 18, 0),
        prediction: 'Victoire de l’ASEC',
        odds: ' 1.85 ',
      },
    ],
    stored: [
      {
        id: 'ldc-1',
        competition: 'Ligue des champions CAF',
        homeTeam: 'ASEC Mimosas',
        awayTeam: 'Horoya AC',
        startsAt: Date.UTC(2026, 10, 22, 18, 0),
        prediction: 'Victoire de l’ASEC',
        odds: '1.85',
        active: true,
      },
    ],
  },
  second: {
    input: [
      {
        id: 'can-7',
        competition: 'CAN',
        homeTeam: 'Sénégal',
        awayTeam: 'Bénin',
        startsAt: Date.UTC(2026, 11, 1, 20, 0),
        prediction: 'Plus de 2,5 buts',
        odds: '2',
        active: false,
      },
    ],
    stored: [
      {
        id: 'can-7',
        competition: 'CAN',
        homeTeam: 'Sénégal',
        awayTeam: 'Bénin',
        startsAt: Date.UTC(2026, 11, 1, 20, 0),
        prediction: 'Plus de 2,5 buts',
        odds: '2',
        active: false,
      },
    ],
  },
};

const DOCUMENTS = [ADDRESSES, PUBS, PRONOSTICS];

const address = {
  id: 'a',
  country: 'BJ',
  operator: 'mtn',
  label: 'MTN',
  accountNumber: '0197000000',
  accountName: '1xPay',
};
const pub = { id: 'p', title: 'Promo', picture: 'pictures/p.png', link: 'https://1xpay.example/' };
const pronostic = {
  id: 'f',
  competition: 'CAN',
  homeTeam: 'Sénégal',
  awayTeam: 'Bénin',
  startsAt: Date.UTC(2026, 11, 1),
  prediction: 'Sénégal',
  odds: '1.5',
};

const REFUSALS: Refusal[] = [
  {
    name: 'an unknown country in an address',
    write: '/api/addresses',
    payload: [{ ...address, country: 'XX' }],
    field: '0.country',
    message: 'Le champ « 0.country » doit être un code pays ISO à deux lettres (BJ, CI, SN…).',
  },
  {
    name: 'an operator that is not a known slug (address)',
    write: '/api/addresses',
    payload: [{ ...address, operator: 'MTN MoMo' }],
    field: '0.operator',
    message:
      "Le champ « 0.operator » doit valoir l'une de ces valeurs : orange, mtn, moov, wave, free, airtel.",
  },
  {
    name: 'a card as the operator of an address: a card has no account to pay into',
    write: '/api/addresses',
    payload: [address, { ...address, id: 'b', operator: 'card' }],
    field: '1.operator',
    message:
      "Le champ « 1.operator » doit valoir l'une de ces valeurs : orange, mtn, moov, wave, free, airtel.",
  },
  {
    name: 'odds written as a float',
    write: '/api/pronostics',
    payload: [{ ...pronostic, odds: 1.85 }],
    field: '0.odds',
    message: 'Le champ « 0.odds » doit être un texte.',
  },
  {
    name: 'two addresses with the same id',
    write: '/api/addresses',
    payload: [address, { ...address, country: 'CI', operator: 'orange' }],
    field: '1.id',
    message: 'Le champ « 1.id » contient deux fois le même identifiant.',
  },
  {
    name: 'two pubs with the same id',
    write: '/api/pubs',
    payload: [pub, { ...pub, title: 'Autre' }],
    field: '1.id',
    message: 'Le champ « 1.id » contient deux fois le même identifiant.',
  },
  {
    name: 'two forecasts with the same id',
    write: '/api/pronostics',
    payload: [pronostic, { ...pronostic, id: ' f ' }],
    field: '1.id',
    message: 'Le champ « 1.id » contient deux fois le même identifiant.',
  },
  {
    name: 'a javascript: link in a pub',
    write: '/api/pubs',
    payload: [{ ...pub, link: 'javascript:alert(1)' }],
    field: '0.link',
    message: 'Le champ « 0.link » doit être un lien https:// ou un chemin du site.',
  },
  {
    name: 'a protocol-relative link in a pub',
    write: '/api/pubs',
    payload: [pub, { ...pub, id: 'q', link: '//evil.example' }],
    field: '1.link',
    message: 'Le champ « 1.link » doit être un lien https:// ou un chemin du site.',
  },
];

documentTests(app, DOCUMENTS);

describe('who may read and write the addresses, pubs and pronostics', () => {
  it('lets the master admin POST by cookie only with a same-origin Origin header', async () => {
    const foreign = await t
      .as(boss, { via: 'cookie', headers: { origin: 'https://evil.example' } })
      .post('/api/pubs', []);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual(FOREIGN_ORIGIN);
    const same = await t.as(boss, { via: 'cookie', headers: { origin: TEST_ORIGIN } }).post('/api/pubs', []);
    expect(same.status).toBe(200);
  });

  it('serves addresses, pubs and pronostics to anyone', async () => {
    for (const document of DOCUMENTS) {
      const response = await t.visitor.get(document.read);
      expect(response.status, document.read).toBe(200);
    }
  });
});

refusalTests(app, DOCUMENTS, REFUSALS);
