import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, settings } from '../db/schema.ts';
import { MASTER_ONLY, NO_SESSION } from '../testing/expected-errors.ts';
import { agent, customer, master, type Signed } from '../testing/fixtures.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
});
afterAll(() => t.close());

type Document = {
  key: string;
  read: string;
  write: string;
  empty: unknown;
  /** Sent by the first POST, and what it must store (defaults filled, text trimmed, countries upper-cased). */
  first: { input: unknown; stored: unknown };
  /** A second POST, smaller: it must replace the whole document. */
  second: { input: unknown; stored: unknown };
};

const DOCUMENTS: readonly Document[] = [
  {
    key: 'fees',
    read: '/1xpay/api/fees/',
    write: '/1xpay/api/fees/',
    empty: { fees: [], processorFees: [] },
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
  },
  {
    key: 'addresses',
    read: '/1xpay/api/addresses',
    write: '/1xpay/api/addresses',
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
  },
  {
    key: 'pubs',
    read: '/1xpay/api/pubs',
    write: '/1xpay/api/pubs',
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
  },
  {
    key: 'pronostics',
    read: '/1xpay/api/pronostics',
    write: '/1xpay/api/pronostics',
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
  },
  {
    key: 'rates',
    read: '/1xpay/api/countriesRates',
    write: '/1xpay/api/rates',
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
  },
];

function post(url: string, payload: unknown, headers: Record<string, string> = boss.bearer) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function auditOf(key: string) {
  return t.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, `settings.${key}.save`))
    .orderBy(asc(auditLog.id));
}

for (const document of DOCUMENTS) {
  describe(`${document.read} and POST ${document.write}`, () => {
    it('answers the empty default before any POST', async () => {
      const response = await t.app.inject({ method: 'GET', url: document.read, headers: boss.bearer });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(document.empty);
    });

    it('stores the normalised document, and the GET returns exactly it', async () => {
      const saved = await post(document.write, document.first.input);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual(document.first.stored);
      const read = await t.app.inject({ method: 'GET', url: document.read, headers: boss.bearer });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(saved.json());
      const [row] = await t.deps.db.select().from(settings).where(eq(settings.key, document.key));
      expect(row).toMatchObject({ value: document.first.stored, updatedBy: boss.user.id });
    });

    it('replaces the whole document on the next POST', async () => {
      const saved = await post(document.write, document.second.input);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual(document.second.stored);
      const read = await t.app.inject({ method: 'GET', url: document.read, headers: boss.bearer });
      expect(read.json()).toEqual(document.second.stored);
    });

    it('records each accepted POST in the audit log, with before and after', async () => {
      const entries = await auditOf(document.key);
      expect(entries).toHaveLength(2);
      expect(entries[0]).toMatchObject({
        actorId: boss.user.id,
        target: `settings:${document.key}`,
        before: document.empty,
        after: document.first.stored,
        ip: '127.0.0.1',
        at: t.clock.now(),
      });
      expect(entries[1]).toMatchObject({
        actorId: boss.user.id,
        before: document.first.stored,
        after: document.second.stored,
      });
    });
  });
}

describe('who may read and write the documents', () => {
  it('lets only the master admin POST: a regular admin and a customer get 403, a visitor 401', async () => {
    const admin = await agent(t.deps, {
      countries: ['BJ', 'CI', 'SN'],
      allowedOperationsTypes: ['deposit', 'withdrawal', 'transfer'],
    });
    const client = await customer(t.deps);
    for (const document of DOCUMENTS) {
      const before = await t.app.inject({ method: 'GET', url: document.read, headers: boss.bearer });
      const byAdmin = await post(document.write, document.empty, admin.bearer);
      expect(byAdmin.statusCode, document.write).toBe(403);
      expect(byAdmin.json()).toEqual(MASTER_ONLY);
      const byCookie = await post(document.write, document.empty, {
        origin: TEST_ORIGIN,
        cookie: `apiKey=${client.apiKey}`,
      });
      expect(byCookie.statusCode, document.write).toBe(403);
      expect(byCookie.json()).toEqual(MASTER_ONLY);
      const byVisitor = await post(document.write, document.empty, {});
      expect(byVisitor.statusCode, document.write).toBe(401);
      expect(byVisitor.json()).toEqual(NO_SESSION);
      const after = await t.app.inject({ method: 'GET', url: document.read, headers: boss.bearer });
      expect(after.json()).toEqual(before.json());
    }
  });

  it('lets the master admin POST by cookie only with a same-origin Origin header', async () => {
    const cookie = `apiKey=${boss.apiKey}`;
    const foreign = await post('/1xpay/api/pubs', [], { cookie, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      error: 'forbidden',
      message: 'Requête refusée : origine non autorisée.',
    });
    const same = await post('/1xpay/api/pubs', [], { cookie, origin: TEST_ORIGIN });
    expect(same.statusCode).toBe(200);
  });

  it('reads the fees only with a session, and refreshes the session cookie for 60 minutes', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/1xpay/api/fees/' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(NO_SESSION);
    const client = await customer(t.deps);
    t.clock.advance(10 * 60_000);
    const byCustomer = await t.app.inject({
      method: 'GET',
      url: '/1xpay/api/fees/',
      cookies: { apiKey: client.apiKey },
    });
    expect(byCustomer.statusCode).toBe(200);
    expect(byCustomer.json()).toEqual(DOCUMENTS[0]?.second.stored);
    expect(byCustomer.cookies.find((cookie) => cookie.name === 'apiKey')).toMatchObject({
      value: client.apiKey,
      maxAge: 3600,
    });
    const admin = await agent(t.deps);
    expect(
      (await t.app.inject({ method: 'GET', url: '/1xpay/api/fees', headers: admin.bearer })).statusCode,
    ).toBe(200);
  });

  it('serves addresses, pubs, pronostics and rates to anyone', async () => {
    for (const url of [
      '/1xpay/api/addresses',
      '/1xpay/api/pubs',
      '/1xpay/api/pronostics',
      '/1xpay/api/countriesRates',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
    const rates = await t.app.inject({ method: 'GET', url: '/1xpay/api/countriesRates' });
    expect(rates.json()).toEqual(DOCUMENTS[4]?.second.stored);
  });
});

describe('validation of the documents', () => {
  const fee = { type: 'deposit', country: 'BJ', operator: 'mtn', percent: '1.5', fixed: 100 };
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
  const rate = { countryCode: 'BJ', currency: 'XOF', rate: '1' };
  const decimal = 'doit être un nombre décimal écrit en texte, par exemple « 1.5 »';

  const cases: { name: string; url: string; payload: unknown; field: string; message: string }[] = [
    {
      name: 'an unknown country in a fee',
      url: '/1xpay/api/fees/',
      payload: { fees: [{ ...fee, country: 'ZZ' }], processorFees: [] },
      field: 'fees.0.country',
      message: 'Le champ « fees.0.country » doit être un code pays ISO à deux lettres (BJ, CI, SN…).',
    },
    {
      name: 'an unknown country in an address',
      url: '/1xpay/api/addresses',
      payload: [{ ...address, country: 'XX' }],
      field: '0.country',
      message: 'Le champ « 0.country » doit être un code pays ISO à deux lettres (BJ, CI, SN…).',
    },
    {
      name: 'an unknown country in the rates',
      url: '/1xpay/api/rates',
      payload: { countries: [rate, { ...rate, countryCode: 'qz' }] },
      field: 'countries.1.countryCode',
      message:
        'Le champ « countries.1.countryCode » doit être un code pays ISO à deux lettres (BJ, CI, SN…).',
    },
    {
      name: 'an operator that is not a known slug (address)',
      url: '/1xpay/api/addresses',
      payload: [{ ...address, operator: 'MTN MoMo' }],
      field: '0.operator',
      message:
        "Le champ « 0.operator » doit valoir l'une de ces valeurs : orange, mtn, moov, wave, free, airtel.",
    },
    {
      name: 'an operator that is not a known slug (fee)',
      url: '/1xpay/api/fees/',
      payload: { fees: [], processorFees: [{ ...fee, operator: 'MTN' }] },
      field: 'processorFees.0.operator',
      message:
        "Le champ « processorFees.0.operator » doit valoir l'une de ces valeurs : *, orange, mtn, moov, wave, free, airtel.",
    },
    {
      name: 'a percent sent as a number',
      url: '/1xpay/api/fees/',
      payload: { fees: [{ ...fee, percent: 1.5 }], processorFees: [] },
      field: 'fees.0.percent',
      message: 'Le champ « fees.0.percent » doit être un texte.',
    },
    {
      name: 'a percent with a decimal comma',
      url: '/1xpay/api/fees/',
      payload: { fees: [{ ...fee, percent: '1,5' }], processorFees: [] },
      field: 'fees.0.percent',
      message: `Le champ « fees.0.percent » ${decimal}.`,
    },
    {
      name: 'a negative percent',
      url: '/1xpay/api/fees/',
      payload: { fees: [{ ...fee, percent: '-1' }], processorFees: [] },
      field: 'fees.0.percent',
      message: `Le champ « fees.0.percent » ${decimal}.`,
    },
    {
      name: 'a percent with too many decimals',
      url: '/1xpay/api/fees/',
      payload: { fees: [{ ...fee, percent: '1.23456' }], processorFees: [] },
      field: 'fees.0.percent',
      message: `Le champ « fees.0.percent » ${decimal}.`,
    },
    {
      name: 'odds written as a float',
      url: '/1xpay/api/pronostics',
      payload: [{ ...pronostic, odds: 1.85 }],
      field: '0.odds',
      message: 'Le champ « 0.odds » doit être un texte.',
    },
    {
      name: 'a rate in exponent notation',
      url: '/1xpay/api/rates',
      payload: { countries: [{ ...rate, rate: '1e3' }] },
      field: 'countries.0.rate',
      message: `Le champ « countries.0.rate » ${decimal}.`,
    },
    {
      name: 'a fixed amount that is a float',
      url: '/1xpay/api/fees/',
      payload: { fees: [{ ...fee, fixed: 1.5 }], processorFees: [] },
      field: 'fees.0.fixed',
      message: 'Le champ « fees.0.fixed » doit être un nombre entier.',
    },
    {
      name: 'a negative fixed amount',
      url: '/1xpay/api/fees/',
      payload: { fees: [{ ...fee, fixed: -5 }], processorFees: [] },
      field: 'fees.0.fixed',
      message: 'Le champ « fees.0.fixed » doit être supérieur ou égal à 0.',
    },
    {
      name: 'two addresses with the same id',
      url: '/1xpay/api/addresses',
      payload: [address, { ...address, country: 'CI', operator: 'orange' }],
      field: '1.id',
      message: 'Le champ « 1.id » contient deux fois le même identifiant.',
    },
    {
      name: 'two pubs with the same id',
      url: '/1xpay/api/pubs',
      payload: [pub, { ...pub, title: 'Autre' }],
      field: '1.id',
      message: 'Le champ « 1.id » contient deux fois le même identifiant.',
    },
    {
      name: 'two forecasts with the same id',
      url: '/1xpay/api/pronostics',
      payload: [pronostic, { ...pronostic, id: ' f ' }],
      field: '1.id',
      message: 'Le champ « 1.id » contient deux fois le même identifiant.',
    },
    {
      name: 'a javascript: link in a pub',
      url: '/1xpay/api/pubs',
      payload: [{ ...pub, link: 'javascript:alert(1)' }],
      field: '0.link',
      message: 'Le champ « 0.link » doit être un lien https:// ou un chemin du site.',
    },
    {
      name: 'a protocol-relative link in a pub',
      url: '/1xpay/api/pubs',
      payload: [pub, { ...pub, id: 'q', link: '//evil.example' }],
      field: '1.link',
      message: 'Le champ « 1.link » doit être un lien https:// ou un chemin du site.',
    },
    {
      name: 'rates with one country twice',
      url: '/1xpay/api/rates',
      payload: { countries: [rate, { ...rate, countryCode: 'bj', rate: '2' }] },
      field: 'countries',
      message: 'Le champ « countries » contient deux fois le même identifiant.',
    },
    {
      name: 'fees without processorFees',
      url: '/1xpay/api/fees/',
      payload: { fees: [] },
      field: 'processorFees',
      message: 'Le champ « processorFees » est obligatoire.',
    },
  ];

  for (const { name, url, payload, field, message } of cases) {
    it(`answers 400 naming the field to ${name}`, async () => {
      const response = await post(url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed', message });
      expect(response.json().fields[0]).toEqual({ field, message });
    });
  }

  it('stores nothing and audits nothing when it refuses a document', async () => {
    const stored = await t.deps.db.select().from(settings);
    const audited = await t.deps.db.select().from(auditLog);
    for (const { url, payload } of cases) expect((await post(url, payload)).statusCode).toBe(400);
    expect(await t.deps.db.select().from(settings)).toEqual(stored);
    expect(await t.deps.db.select().from(auditLog)).toHaveLength(audited.length);
  });

  it('never answers 500 to a body of the wrong shape', async () => {
    const odd: unknown[] = [
      null,
      0,
      'texte',
      true,
      {},
      [],
      [null],
      [[]],
      { fees: null, processorFees: [] },
      { countries: {} },
      [{}],
    ];
    for (const document of DOCUMENTS) {
      for (const payload of odd) {
        const response = await post(document.write, payload);
        const accepted = JSON.stringify(payload) === JSON.stringify(document.empty);
        expect(response.statusCode, `${document.write} ${JSON.stringify(payload)}`).toBe(
          accepted ? 200 : 400,
        );
        if (!accepted) expect(response.json().error).toBe('validation_failed');
      }
      const broken = await t.app.inject({
        method: 'POST',
        url: document.write,
        payload: '{"fees": [',
        headers: { ...boss.bearer, 'content-type': 'application/json' },
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({
        error: 'bad_request',
        message: 'Le corps de la requête n’est pas un JSON valide.',
      });
    }
  });
});
