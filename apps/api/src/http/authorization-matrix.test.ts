import { endpoints } from '@1xpay/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../common/context.ts';
import { bannerPng } from '../seed/banner-png.ts';
import {
  agent,
  createTransaction,
  createUser,
  customer,
  master,
  type Signed,
  signIn,
  TEST_PASSWORD,
} from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type CallerName = 'visitor' | 'customer' | 'agent' | 'master';
const CALLERS: readonly CallerName[] = ['visitor', 'customer', 'agent', 'master'];

/** Who asks in one cell: their name, their user (a stranger's for the visitor) and their place in CALLERS. */
type Caller = { name: CallerName; user: UserRow; index: number };

type Row = {
  method: 'GET' | 'POST';
  /** The route as Fastify declares it, under /1xpay. */
  route: string;
  /** Routes left out of the OpenAPI document on purpose (the document itself and the docs page). */
  undocumented?: true;
  /** The cell ends the session it presents (logout, login): the caller presents a throwaway session instead. */
  freshSession?: true;
  request: (caller: Caller) => Omit<InjectOptions, 'method'>;
  expected: Readonly<Record<CallerName, number>>;
};

const all = (status: number) => ({ visitor: status, customer: status, agent: status, master: status });
const signedIn = { visitor: 401, customer: 200, agent: 200, master: 200 };
const adminsOnly = { visitor: 401, customer: 403, agent: 200, master: 200 };
const masterOnly = { visitor: 401, customer: 403, agent: 403, master: 200 };

function multipartPicture(bytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----matrix-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="banner.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const feeRule = {
  type: 'deposit',
  country: 'BJ',
  operator: 'mtn',
  percent: '1.5',
  fixed: 100,
  currency: 'XOF',
};

/** Fixture data the rows point at, made in the test before the table runs. */
type World = {
  loginTarget: UserRow;
  dashboardTarget: UserRow;
  lockTarget: UserRow;
  grantee: UserRow;
  references: string[];
  picture: string;
};

function table(w: World): Row[] {
  return [
    { method: 'GET', route: '/health', request: () => ({}), expected: all(200) },
    { method: 'GET', route: '/ready', request: () => ({}), expected: all(200) },
    {
      method: 'GET',
      route: '/openapi.json',
      undocumented: true,
      request: () => ({}),
      expected: all(200),
    },
    { method: 'GET', route: '/docs', undocumented: true, request: () => ({}), expected: all(200) },
    {
      method: 'POST',
      route: '/api/auth/register',
      request: (c) => ({
        payload: {
          firstName: 'Moussa',
          lastName: 'Sow',
          phoneNumber: `+221 77 400 00 1${c.index}`,
          email: `matrix.${c.name}@example.sn`,
          password: 'un mot de passe long',
        },
      }),
      expected: all(201),
    },
    {
      method: 'POST',
      route: '/api/auth/login',
      freshSession: true,
      request: () => ({ payload: { login: w.loginTarget.email, password: TEST_PASSWORD } }),
      expected: all(200),
    },
    {
      method: 'POST',
      route: '/api/auth/logout',
      freshSession: true,
      request: () => ({}),
      expected: all(200),
    },
    { method: 'GET', route: '/api/me', request: () => ({}), expected: signedIn },
    {
      method: 'POST',
      route: '/api/dashboard/login',
      freshSession: true,
      request: () => ({ payload: { email: w.dashboardTarget.email, password: TEST_PASSWORD } }),
      expected: all(200),
    },
    {
      method: 'GET',
      route: '/history',
      request: (c) => ({ headers: { 'user-uuid': c.user.id } }),
      expected: signedIn,
    },
    {
      method: 'POST',
      route: '/statuses',
      request: () => ({ payload: { references: w.references } }),
      expected: signedIn,
    },
    {
      method: 'POST',
      route: '/admin/getOperations',
      request: () => ({ payload: { references: w.references } }),
      expected: signedIn,
    },
    {
      method: 'GET',
      route: '/admin/operations/:uuid',
      request: (c) => ({ url: `/admin/operations/${c.user.id}`, headers: { 'user-uuid': c.user.id } }),
      expected: adminsOnly,
    },
    { method: 'GET', route: '/api/users', request: () => ({}), expected: adminsOnly },
    {
      method: 'POST',
      route: '/api/lockOrAllowUser',
      request: () => ({ payload: { authorizationKey: w.lockTarget.authorizationKey, lockUser: true } }),
      expected: adminsOnly,
    },
    {
      method: 'POST',
      route: '/admin/addAdmin',
      request: () => ({
        payload: { adminId: w.grantee.id, countries: ['BJ', 'TG'], allowedOperationsTypes: ['deposit'] },
      }),
      expected: masterOnly,
    },
    {
      method: 'POST',
      route: '/admin/revokeAdmin',
      request: () => ({
        payload: { adminId: w.grantee.id, countries: ['TG'], allowedOperationsTypes: [] },
      }),
      expected: masterOnly,
    },
    { method: 'GET', route: '/admin/grants', request: () => ({}), expected: masterOnly },
    { method: 'GET', route: '/api/fees', request: () => ({}), expected: signedIn },
    {
      method: 'POST',
      route: '/api/fees',
      request: () => ({
        payload: { fees: [feeRule], processorFees: [{ ...feeRule, percent: '0.5', fixed: 0 }] },
      }),
      expected: masterOnly,
    },
    { method: 'GET', route: '/api/addresses', request: () => ({}), expected: all(200) },
    {
      method: 'POST',
      route: '/api/addresses',
      request: () => ({
        payload: [
          {
            id: 'mtn-bj',
            country: 'BJ',
            operator: 'mtn',
            label: 'MTN Mobile Money Bénin',
            accountNumber: '+229 01 97 00 00 00',
            accountName: '1xpay Bénin',
          },
        ],
      }),
      expected: masterOnly,
    },
    { method: 'GET', route: '/api/pubs', request: () => ({}), expected: all(200) },
    {
      method: 'POST',
      route: '/api/pubs',
      request: () => ({
        payload: [
          { id: 'promo', title: 'Bonus de bienvenue', picture: w.picture, link: 'https://example.com/promo' },
        ],
      }),
      expected: masterOnly,
    },
    { method: 'GET', route: '/api/pronostics', request: () => ({}), expected: all(200) },
    {
      method: 'POST',
      route: '/api/pronostics',
      request: () => ({
        payload: [
          {
            id: 'can-1',
            competition: "Coupe d'Afrique",
            homeTeam: 'Bénin',
            awayTeam: 'Togo',
            startsAt: Date.UTC(2026, 11, 1, 18),
            prediction: 'Victoire du Bénin',
            odds: '1.85',
          },
        ],
      }),
      expected: masterOnly,
    },
    { method: 'GET', route: '/api/countriesRates', request: () => ({}), expected: all(200) },
    { method: 'GET', route: '/api/operators', request: () => ({}), expected: all(200) },
    {
      method: 'POST',
      route: '/api/operators',
      request: () => ({
        payload: {
          countries: [
            {
              country: 'BJ',
              currency: 'XOF',
              operators: [{ id: 'mtn', minAmount: 100, maxAmount: 1_000_000 }],
            },
          ],
        },
      }),
      expected: masterOnly,
    },
    {
      method: 'GET',
      route: '/api/quote',
      request: () => ({ query: { type: 'deposit', country: 'BJ', operator: 'mtn', amount: '10000' } }),
      expected: signedIn,
    },
    {
      method: 'POST',
      route: '/api/transactions',
      request: (c) => ({
        headers: { 'idempotency-key': `matrix-${c.user.id}` },
        payload: {
          type: 'deposit',
          country: 'BJ',
          operator: 'mtn',
          payerPhone: c.user.phoneNumber,
          amount: 1_500,
        },
      }),
      expected: { visitor: 401, customer: 201, agent: 201, master: 201 },
    },
    { method: 'GET', route: '/api/ledger/balances', request: () => ({}), expected: masterOnly },
    {
      method: 'POST',
      route: '/admin/operations/:reference/complete',
      request: () => ({ url: '/admin/operations/1XP-UNKNOWN/complete' }),
      expected: { visitor: 401, customer: 403, agent: 404, master: 404 },
    },
    {
      method: 'POST',
      route: '/admin/operations/:reference/fail',
      request: () => ({
        url: '/admin/operations/1XP-UNKNOWN/fail',
        payload: { failureMessage: 'Compte introuvable' },
      }),
      expected: { visitor: 401, customer: 403, agent: 404, master: 404 },
    },
    // The sandbox plays the customer's phone: no session, mounted only with the sandbox processor.
    {
      method: 'POST',
      route: '/sandbox/transactions/:reference/approve',
      request: () => ({ url: '/sandbox/transactions/1XP-UNKNOWN/approve' }),
      expected: all(404),
    },
    {
      method: 'POST',
      route: '/sandbox/transactions/:reference/decline',
      request: () => ({ url: '/sandbox/transactions/1XP-UNKNOWN/decline' }),
      expected: all(404),
    },
    // Processors' webhooks: no session, the signature is the credential; the sandbox sends none (404).
    {
      method: 'POST',
      route: '/webhooks/:processor',
      request: () => ({
        url: '/webhooks/sandbox',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      }),
      expected: all(404),
    },
    {
      method: 'POST',
      route: '/api/rates',
      request: () => ({ payload: { countries: [{ countryCode: 'GH', currency: 'GHS', rate: '0.0195' }] } }),
      expected: masterOnly,
    },
    {
      method: 'POST',
      route: '/api/pushToAllUsers',
      request: () => ({ payload: { title: 'Nouveauté', body: 'Les retraits sont plus rapides.' } }),
      expected: masterOnly,
    },
    { method: 'GET', route: '/api/audit', request: () => ({}), expected: masterOnly },
    {
      method: 'POST',
      route: '/api/pictures',
      request: () => multipartPicture(bannerPng(8, 4, [200, 40, 40])),
      expected: adminsOnly,
    },
    {
      method: 'GET',
      route: '/api/pictures/:file',
      request: () => ({ url: `/api/${w.picture}` }),
      expected: all(200),
    },
  ];
}

const key = (method: string, route: string) => `${method} ${route}`;

/** The routes Fastify serves under /1xpay, read from its route tree (HEAD and OPTIONS are implied). */
function servedRoutes(tree: string): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (match === null) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const path = `${stack.join('')}${match[2]}`;
    stack.push(match[2] ?? '');
    for (const method of (match[3] ?? '').split(', ')) {
      if (method === 'GET' || method === 'POST') found.push(key(method, path));
    }
  }
  return found.filter((route) => / \/1xpay\//.test(route)).map((route) => route.replace(' /1xpay/', ' /'));
}

describe('authorization matrix: every route × visitor, customer, regular admin, master admin', () => {
  // Placeholder world for the listing test: only methods and routes are read.
  const shape = table({
    loginTarget: {} as UserRow,
    dashboardTarget: {} as UserRow,
    lockTarget: {} as UserRow,
    grantee: {} as UserRow,
    references: [],
    picture: '',
  });

  it('lists every route the server serves and the OpenAPI document names', async () => {
    const listed = shape.map((row) => key(row.method, row.route)).sort();
    expect(new Set(listed).size, 'a route is listed twice').toBe(listed.length);

    const document = (await t.app.inject({ method: 'GET', url: '/1xpay/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) =>
          key(method.toUpperCase(), path.replace(/^\/1xpay/, '').replace(/\{(\w+)\}/g, ':$1')),
        ),
      )
      .sort();
    expect(documented, 'OpenAPI routes versus the table').toEqual(
      shape
        .filter((row) => row.undocumented === undefined)
        .map((row) => key(row.method, row.route))
        .sort(),
    );

    // The swagger-ui plugin serves its assets under /docs/…; everything else must be in the table.
    // The router shares one node for parameters at the same place (GET /admin/operations/:uuid and
    // POST /admin/operations/:reference/complete print as ':uuid|:reference'): compare shapes, not parameter names.
    const shapeOf = (route: string) => route.replace(/:[\w|:]+/g, ':param');
    const served = servedRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((route) => !/^GET \/docs./.test(route))
      .map(shapeOf)
      .sort();
    expect(served, 'served routes versus the table').toEqual(listed.map(shapeOf).sort());

    // The typed client's table (packages/contract) names the same calls, the docs page aside.
    expect(Object.keys(endpoints).sort(), 'contract endpoints versus the table').toEqual(
      listed.filter((route) => route !== 'GET /docs'),
    );
  });

  it('answers each caller with the expected status (valid requests, so only authorization decides)', async () => {
    const d = t.deps;
    const signedCustomer = await customer(d);
    const signedAgent = await agent(d, { countries: ['BJ'], allowedOperationsTypes: ['deposit'] });
    const signedMaster = await master(d);
    const stranger = await createUser(d);
    // Each caller has one transaction, so /history answers 200 rather than 404.
    const references: string[] = [];
    for (const signed of [signedCustomer, signedAgent, signedMaster]) {
      references.push((await createTransaction(d, signed.user, { country: 'BJ' })).reference);
    }
    const banner = multipartPicture(bannerPng(8, 4, [20, 120, 60]));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/1xpay/api/pictures',
      payload: banner.payload,
      headers: { ...banner.headers, ...signedMaster.bearer },
    });
    expect(uploaded.statusCode).toBe(200);
    const world: World = {
      loginTarget: await createUser(d),
      dashboardTarget: (await agent(d)).user,
      lockTarget: await createUser(d, { country: 'BJ' }),
      grantee: await createUser(d),
      references,
      picture: uploaded.json().data,
    };
    const accounts: Record<CallerName, { user: UserRow; signed: Signed | undefined }> = {
      visitor: { user: stranger, signed: undefined },
      customer: { user: signedCustomer.user, signed: signedCustomer },
      agent: { user: signedAgent.user, signed: signedAgent },
      master: { user: signedMaster.user, signed: signedMaster },
    };

    const failures: string[] = [];
    for (const row of table(world)) {
      for (const [index, name] of CALLERS.entries()) {
        const { user, signed } = accounts[name];
        let headers: Record<string, string> = {};
        if (signed !== undefined) {
          const apiKey = row.freshSession
            ? await signIn(d, user, name === 'customer' ? 'customer' : 'dashboard')
            : signed.apiKey;
          headers = { authorization: `Bearer ${apiKey}` };
        }
        const request = row.request({ name, user, index });
        const response = await t.app.inject({
          method: row.method,
          ...request,
          url: `/1xpay${request.url ?? row.route}`,
          headers: { ...headers, ...(request.headers as Record<string, string> | undefined) },
        });
        const expected = row.expected[name];
        const cell = `${row.method} /1xpay${row.route} × ${name}`;
        if (response.statusCode !== expected) {
          failures.push(
            `${cell}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        } else if (expected === 401 || expected === 403) {
          const error = expected === 401 ? 'unauthorized' : 'forbidden';
          if (response.json().error !== error)
            failures.push(`${cell}: expected error ${error}, got ${response.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
