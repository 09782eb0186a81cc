import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addressesSchema, feesSchema, pronosticsSchema, pubsSchema, ratesSchema } from '@1xpay/contract';
import { ERROR_MESSAGES } from '@1xpay/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { argon2Hasher } from '../adapters/passwords.ts';
import { diskPictureStorage } from '../adapters/picture-storage.ts';
import { sandboxProcessor } from '../adapters/processors/sandbox.ts';
import { buildApp } from '../app.ts';
import { bootstrap } from '../bootstrap.ts';
import type { Deps } from '../common/context.ts';
import { parseConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { adminGrants, operations, pictures, settings, transactions, users } from '../db/schema.ts';
import { createUser, TEST_PASSWORD } from '../testing/fixtures.ts';
import { TEST_ORIGIN, testClock } from '../testing/test-app.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { DEMO_PASSWORD } from './demo-data.ts';

const SERVICE_COUNTRIES = ['BJ', 'BF', 'CI', 'ML', 'SN', 'TG', 'GA'];
const AUTHENTICATION_STATUSES = [
  'pending',
  'accepted',
  'active',
  'blocked',
  'transactionSuspended',
  'waitForInfoCompletion',
];
const EVERY_STATUS_CODE = [
  201,
  202,
  203,
  204,
  230,
  231,
  232,
  200,
  235,
  ...Object.keys(ERROR_MESSAGES).map(Number),
];

/** A database of its own, Deps built like the test harness's (cheap argon2id, test clock) and the app on them. */
type Stack = {
  database: Database;
  deps: Deps;
  app: FastifyInstance;
  /** Deps on the same database and upload folder, with another environment (a restart with a new config). */
  withEnv(env: Record<string, string>): Deps;
  close(): Promise<void>;
};

async function openStack(env: Record<string, string>): Promise<Stack> {
  const database = await openTestDatabase();
  const uploadDir = await mkdtemp(join(tmpdir(), '1xpay-bootstrap-'));
  const clock = testClock();
  const withEnv = (more: Record<string, string>): Deps => ({
    db: database.db,
    config: parseConfig({ PUBLIC_URL: TEST_ORIGIN, UPLOAD_DIR: uploadDir, LOG_LEVEL: 'silent', ...more }),
    clock: clock.now,
    passwords: argon2Hasher({ memoryCost: 1024, timeCost: 1 }),
    pictures: diskPictureStorage(uploadDir),
    processor: sandboxProcessor(1000),
  });
  const deps = withEnv(env);
  const app = await buildApp(deps);
  await app.ready();
  return {
    database,
    deps,
    app,
    withEnv,
    async close() {
      await app.close();
      await database.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

async function dashboardLogin(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/1xpay/api/dashboard/login', payload: { email, password } });
}

async function masters(deps: Deps) {
  return deps.db.select().from(users).where(eq(users.isMaster, true));
}

async function countOf(deps: Deps, table: PgTable) {
  const [row] = await deps.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('bootstrap: master admin from MASTER_ADMIN_EMAIL and MASTER_ADMIN_PASSWORD', () => {
  let s: Stack;
  beforeAll(async () => {
    s = await openStack({
      SEED_DEMO: '0',
      MASTER_ADMIN_EMAIL: 'Chef@Example.BJ',
      MASTER_ADMIN_PASSWORD: 'un mot de passe maître',
    });
  });
  afterAll(() => s.close());

  it('creates exactly one master admin, who signs in to the dashboard with that email and password', async () => {
    const outcome = await bootstrap(s.database, s.deps);
    expect(outcome).toEqual({
      master: { created: true, email: 'chef@example.bj', generatedPassword: undefined },
      demo: undefined,
    });
    const found = await masters(s.deps);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      email: 'chef@example.bj',
      isAdmin: true,
      isMaster: true,
      authenticationStatus: 'active',
    });
    expect(found[0]?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await countOf(s.deps, users)).toBe(1);

    const login = await dashboardLogin(s.app, 'chef@example.bj', 'un mot de passe maître');
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ apiKey: expect.any(String) });
    // The session is the master's: master-only calls answer.
    const audit = await s.app.inject({
      method: 'GET',
      url: '/1xpay/api/audit',
      headers: { authorization: `Bearer ${login.json().apiKey}` },
    });
    expect(audit.statusCode).toBe(200);

    const wrong = await dashboardLogin(s.app, 'chef@example.bj', 'pas le bon mot de passe');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: 'bad_credentials',
      message: "Identifiants incorrects ou compte sans droits d'administration.",
    });
  });

  it('does nothing on a second start: same master, no password reported', async () => {
    const [before] = await masters(s.deps);
    const outcome = await bootstrap(s.database, s.deps);
    expect(outcome).toEqual({ master: { created: false, email: 'chef@example.bj' }, demo: undefined });
    const after = await masters(s.deps);
    expect(after).toEqual([before]);
    expect(await countOf(s.deps, users)).toBe(1);
  });
});

describe('bootstrap: generated master password', () => {
  let s: Stack;
  beforeAll(async () => {
    s = await openStack({ SEED_DEMO: '0' });
  });
  afterAll(() => s.close());

  it('generates a password, reports it once, and it opens the dashboard', async () => {
    const first = await bootstrap(s.database, s.deps);
    expect(first.master).toEqual({
      created: true,
      email: 'admin@1xpay.local',
      generatedPassword: expect.any(String),
    });
    const password = first.master.created ? first.master.generatedPassword : undefined;
    expect(password?.length).toBeGreaterThanOrEqual(16);
    expect(await masters(s.deps)).toHaveLength(1);

    const login = await dashboardLogin(s.app, 'admin@1xpay.local', password ?? '');
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ apiKey: expect.any(String) });

    const second = await bootstrap(s.database, s.deps);
    expect(second).toEqual({ master: { created: false, email: 'admin@1xpay.local' }, demo: undefined });
    expect(second.master).not.toHaveProperty('generatedPassword');
    expect(await masters(s.deps)).toHaveLength(1);
    // The password reported on the first start still works: the second start did not change it.
    expect((await dashboardLogin(s.app, 'admin@1xpay.local', password ?? '')).statusCode).toBe(200);
  });
});

describe('bootstrap: MASTER_ADMIN_EMAIL changed on a later start', () => {
  let s: Stack;
  beforeAll(async () => {
    s = await openStack({
      SEED_DEMO: '0',
      MASTER_ADMIN_EMAIL: 'ancien@example.bj',
      MASTER_ADMIN_PASSWORD: 'ancien mot de passe',
    });
    await bootstrap(s.database, s.deps);
  });
  afterAll(() => s.close());

  it('promotes the existing user of that email and demotes the old master (still exactly one)', async () => {
    const [oldMaster] = await masters(s.deps);
    const oldSession = (await dashboardLogin(s.app, 'ancien@example.bj', 'ancien mot de passe')).json()
      .apiKey;
    const chosen = await createUser(s.deps, { email: 'nouveau@example.bj', authenticationStatus: 'pending' });
    // Not an admin yet: the dashboard refuses them.
    expect((await dashboardLogin(s.app, 'nouveau@example.bj', TEST_PASSWORD)).statusCode).toBe(401);

    const outcome = await bootstrap(
      s.database,
      s.withEnv({ SEED_DEMO: '0', MASTER_ADMIN_EMAIL: 'Nouveau@Example.BJ' }),
    );
    expect(outcome).toEqual({ master: { created: false, email: 'nouveau@example.bj' }, demo: undefined });

    const found = await masters(s.deps);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      id: chosen.id,
      isAdmin: true,
      isMaster: true,
      authenticationStatus: 'active',
    });
    const [demoted] = await s.deps.db
      .select()
      .from(users)
      .where(eq(users.id, oldMaster?.id ?? ''));
    expect(demoted?.isMaster).toBe(false);
    expect(await countOf(s.deps, users)).toBe(2);

    // The promoted user keeps their own password and now has the master's rights; the old master lost them.
    const login = await dashboardLogin(s.app, 'nouveau@example.bj', TEST_PASSWORD);
    expect(login.statusCode).toBe(200);
    const asNew = await s.app.inject({
      method: 'GET',
      url: '/1xpay/api/audit',
      headers: { authorization: `Bearer ${login.json().apiKey}` },
    });
    expect(asNew.statusCode).toBe(200);
    const asOld = await s.app.inject({
      method: 'GET',
      url: '/1xpay/api/audit',
      headers: { authorization: `Bearer ${oldSession}` },
    });
    expect(asOld.statusCode).toBe(403);
    expect(asOld.json()).toEqual({
      error: 'forbidden',
      message: "Seul l'administrateur principal peut faire cette action.",
    });
  });

  it('creates a new master for an unknown email, demoting the current one', async () => {
    const outcome = await bootstrap(
      s.database,
      s.withEnv({
        SEED_DEMO: '0',
        MASTER_ADMIN_EMAIL: 'troisieme@example.bj',
        MASTER_ADMIN_PASSWORD: 'troisième mot de passe',
      }),
    );
    expect(outcome.master).toEqual({
      created: true,
      email: 'troisieme@example.bj',
      generatedPassword: undefined,
    });
    const found = await masters(s.deps);
    expect(found.map((user) => user.email)).toEqual(['troisieme@example.bj']);
    expect(await countOf(s.deps, users)).toBe(3);
    expect((await dashboardLogin(s.app, 'troisieme@example.bj', 'troisième mot de passe')).statusCode).toBe(
      200,
    );
  });
});

describe('bootstrap: demo data (SEED_DEMO on)', () => {
  let s: Stack;
  let first: Awaited<ReturnType<typeof bootstrap>>;
  let masterId: string;
  let masterBearer: { authorization: string };
  beforeAll(async () => {
    s = await openStack({
      MASTER_ADMIN_EMAIL: 'chef@example.bj',
      MASTER_ADMIN_PASSWORD: 'un mot de passe maître',
    });
    first = await bootstrap(s.database, s.deps);
    const [found] = await masters(s.deps);
    masterId = found?.id ?? '';
    const login = await dashboardLogin(s.app, 'chef@example.bj', 'un mot de passe maître');
    masterBearer = { authorization: `Bearer ${login.json().apiKey}` };
  });
  afterAll(() => s.close());

  it('reports what it loaded', () => {
    expect(first.master).toEqual({ created: true, email: 'chef@example.bj', generatedPassword: undefined });
    expect(first.demo).toEqual({
      users: 52,
      transactions: 500,
      customerLogins: expect.any(Array),
      agentLogins: [expect.stringMatching(/@/), expect.stringMatching(/@/)],
    });
    expect(first.demo?.customerLogins).toHaveLength(3);
  });

  it('loads 50 customers in the seven service countries, in every authentication status, and 2 agents', async () => {
    const all = await s.deps.db.select().from(users);
    expect(all).toHaveLength(53);
    const customers = all.filter((user) => !user.isAdmin);
    const agents = all.filter((user) => user.isAdmin && !user.isMaster);
    expect(customers).toHaveLength(50);
    expect(agents).toHaveLength(2);
    expect(new Set(customers.map((user) => user.country))).toEqual(new Set(SERVICE_COUNTRIES));
    expect(new Set(customers.map((user) => user.authenticationStatus))).toEqual(
      new Set(AUTHENTICATION_STATUSES),
    );
    // The country is the phone number's.
    for (const user of customers)
      expect(parsePhoneNumberFromString(user.phoneNumber)?.country).toBe(user.country);

    const listed = await s.app.inject({ method: 'GET', url: '/1xpay/api/users', headers: masterBearer });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toHaveLength(53);
  });

  it('gives the two agents grants', async () => {
    const agents = await s.deps.db
      .select({ user: users, grant: adminGrants })
      .from(users)
      .leftJoin(adminGrants, eq(adminGrants.adminId, users.id))
      .where(sql`${users.isAdmin} and not ${users.isMaster}`);
    expect(agents).toHaveLength(2);
    for (const { grant } of agents) {
      expect(grant?.countries.length).toBeGreaterThan(0);
      expect(grant?.allowedOperationsTypes.length).toBeGreaterThan(0);
      for (const country of grant?.countries ?? []) expect(SERVICE_COUNTRIES).toContain(country);
    }
  });

  it('loads 500 transactions covering every status code of §4 and §8', async () => {
    const rows = await s.deps.db.select().from(transactions);
    expect(rows).toHaveLength(500);
    const codes = new Set(rows.map((row) => row.statusCode));
    for (const code of EVERY_STATUS_CODE) expect(codes, `status ${code}`).toContain(code);
    expect(rows.some((row) => row.statusCode === 200 && row.finished)).toBe(true);
    expect(rows.some((row) => row.statusCode === 200 && !row.finished)).toBe(true);
    for (const row of rows) {
      expect(SERVICE_COUNTRIES).toContain(row.country);
      expect(row.amount).toBeGreaterThan(0n);
    }
  });

  it('puts every 528 transaction with an operation in error that carries a failure message', async () => {
    const failed = await s.deps.db
      .select({ transaction: transactions, operation: operations })
      .from(transactions)
      .leftJoin(operations, eq(operations.transactionReference, transactions.reference))
      .where(eq(transactions.statusCode, 528));
    expect(failed.length).toBeGreaterThan(0);
    for (const { operation } of failed) {
      expect(operation?.operationStatus).toBe('error');
      expect(operation?.failureMessage).toEqual(expect.stringMatching(/\S/));
    }
  });

  it('assigns operations to an agent whose grant covers the transaction, or to the master', async () => {
    const grants = new Map(
      (await s.deps.db.select().from(adminGrants)).map((grant) => [grant.adminId, grant] as const),
    );
    const rows = await s.deps.db
      .select({ transaction: transactions, operation: operations })
      .from(operations)
      .innerJoin(transactions, eq(transactions.reference, operations.transactionReference));
    expect(rows.length).toBeGreaterThan(0);
    const perAdmin = new Map<string, number>();
    for (const { transaction, operation } of rows) {
      perAdmin.set(operation.adminId, (perAdmin.get(operation.adminId) ?? 0) + 1);
      if (operation.adminId === masterId) continue;
      const grant = grants.get(operation.adminId);
      expect(grant, `operation ${transaction.reference}`).toBeDefined();
      expect(grant?.countries).toContain(transaction.country);
      expect(grant?.allowedOperationsTypes).toContain(transaction.type);
    }
    // Both agents have work to do in their dashboard, and the agents see it through the API.
    for (const adminId of grants.keys()) expect(perAdmin.get(adminId) ?? 0).toBeGreaterThan(0);
    const [agentRow] = await s.deps.db
      .select()
      .from(users)
      .where(eq(users.id, [...grants.keys()][0] ?? ''));
    const login = await dashboardLogin(s.app, agentRow?.email ?? '', DEMO_PASSWORD);
    expect(login.statusCode).toBe(200);
    const listed = await s.app.inject({
      method: 'GET',
      url: `/1xpay/admin/operations/${agentRow?.id}`,
      headers: { authorization: `Bearer ${login.json().apiKey}`, 'user-uuid': agentRow?.id ?? '' },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toHaveLength(perAdmin.get(agentRow?.id ?? '') ?? -1);
  });

  const documents: [path: string, schema: z.ZodType, needsSession: boolean][] = [
    ['/1xpay/api/fees', feesSchema, true],
    ['/1xpay/api/countriesRates', ratesSchema, false],
    ['/1xpay/api/addresses', addressesSchema, false],
    ['/1xpay/api/pubs', pubsSchema, false],
    ['/1xpay/api/pronostics', pronosticsSchema, false],
  ];
  it.each(documents)('serves %s, valid against its contract schema', async (url, schema, needsSession) => {
    const response = await s.app.inject({ method: 'GET', url, headers: needsSession ? masterBearer : {} });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // Valid, and already in the normal form the schema gives (a POST of it would store the same document).
    expect(schema.parse(body)).toEqual(body);
  });

  it('loads non-empty fees, rates and addresses, 3 pubs and 5 pronostics', async () => {
    const get = async (url: string) =>
      (await s.app.inject({ method: 'GET', url, headers: masterBearer })).json();
    const fees = await get('/1xpay/api/fees');
    expect(fees.fees.length).toBeGreaterThan(0);
    expect(fees.processorFees.length).toBeGreaterThan(0);
    const rates = await get('/1xpay/api/countriesRates');
    expect(rates.countries.map((rate: { countryCode: string }) => rate.countryCode)).toEqual(
      expect.arrayContaining(SERVICE_COUNTRIES),
    );
    const addresses = await get('/1xpay/api/addresses');
    expect(addresses.length).toBeGreaterThan(0);
    expect(new Set(addresses.map((address: { country: string }) => address.country))).toEqual(
      new Set(SERVICE_COUNTRIES),
    );
    expect(await get('/1xpay/api/pubs')).toHaveLength(3);
    expect(await get('/1xpay/api/pronostics')).toHaveLength(5);
  });

  it('serves each pub picture at /1xpay/api/<path> as a PNG', async () => {
    const pubs = (await s.app.inject({ method: 'GET', url: '/1xpay/api/pubs' })).json() as {
      picture: string;
    }[];
    expect(pubs).toHaveLength(3);
    expect(await countOf(s.deps, pictures)).toBe(3);
    for (const pub of pubs) {
      const response = await s.app.inject({ method: 'GET', url: `/1xpay/api/${pub.picture}` });
      expect(response.statusCode, pub.picture).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.rawPayload.subarray(0, 8)).toEqual(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      );
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    }
  });

  it('uses only phone numbers that libphonenumber-js finds valid', async () => {
    const numbers: string[] = [];
    for (const user of await s.deps.db.select().from(users).where(eq(users.isMaster, false)))
      numbers.push(user.phoneNumber);
    for (const row of await s.deps.db.select().from(transactions)) {
      numbers.push(row.payerPhone);
      if (row.beneficiaryPhone !== null) numbers.push(row.beneficiaryPhone);
    }
    const addresses = (await s.app.inject({ method: 'GET', url: '/1xpay/api/addresses' })).json() as {
      accountNumber: string;
    }[];
    numbers.push(...addresses.map((address) => address.accountNumber));
    expect(numbers.length).toBeGreaterThan(552);
    const invalid = numbers.filter((number) => parsePhoneNumberFromString(number)?.isValid() !== true);
    expect(invalid).toEqual([]);
    // And written in E.164 exactly as registration and login normalise them.
    const unnormalised = numbers.filter((number) => parsePhoneNumberFromString(number)?.number !== number);
    expect(unnormalised).toEqual([]);
  });

  it('lets a demo customer of every country sign in with DEMO_PASSWORD by email and by phone', async () => {
    const customers = await s.deps.db.select().from(users).where(eq(users.isAdmin, false));
    for (const country of SERVICE_COUNTRIES) {
      const someone = customers.find((user) => user.country === country);
      if (someone === undefined) throw new Error(`no demo customer in ${country}`);
      for (const login of [someone.email, someone.phoneNumber]) {
        const response = await s.app.inject({
          method: 'POST',
          url: '/1xpay/api/auth/login',
          payload: { login, password: DEMO_PASSWORD },
        });
        expect(response.statusCode, login).toBe(200);
        expect(response.json()).toEqual({ uuid: someone.id, apiKey: expect.any(String) });
      }
    }
    // The logins main.ts prints are real ones.
    const [email, phone] = (first.demo?.customerLogins[0] ?? '').split(' / ');
    for (const login of [email, phone]) {
      const response = await s.app.inject({
        method: 'POST',
        url: '/1xpay/api/auth/login',
        payload: { login, password: DEMO_PASSWORD },
      });
      expect(response.statusCode, login).toBe(200);
    }
  });

  it('adds nothing on a second start', async () => {
    const before = await Promise.all(
      [users, transactions, operations, settings].map((table) => countOf(s.deps, table)),
    );
    const [picturesBefore] = await s.deps.db.select({ n: count() }).from(pictures);
    const again = await bootstrap(s.database, s.deps);
    expect(again).toEqual({ master: { created: false, email: 'chef@example.bj' }, demo: undefined });
    const after = await Promise.all(
      [users, transactions, operations, settings].map((table) => countOf(s.deps, table)),
    );
    expect(after).toEqual(before);
    expect(before).toEqual([53, 500, expect.any(Number), 5]);
    const [picturesAfter] = await s.deps.db.select({ n: count() }).from(pictures);
    expect(picturesAfter).toEqual(picturesBefore);
  });
});

describe('bootstrap: SEED_DEMO=0', () => {
  let s: Stack;
  beforeAll(async () => {
    s = await openStack({ SEED_DEMO: '0' });
  });
  afterAll(() => s.close());

  it('creates the master admin and no demo data', async () => {
    const outcome = await bootstrap(s.database, s.deps);
    expect(outcome.demo).toBeUndefined();
    expect(outcome.master.created).toBe(true);
    expect(await countOf(s.deps, users)).toBe(1);
    expect(await countOf(s.deps, transactions)).toBe(0);
    expect(await countOf(s.deps, operations)).toBe(0);
    expect(await countOf(s.deps, settings)).toBe(0);
    expect(await s.deps.db.select().from(adminGrants)).toEqual([]);
    expect(await s.deps.db.select().from(pictures)).toEqual([]);
    const pubs = await s.app.inject({ method: 'GET', url: '/1xpay/api/pubs' });
    expect(pubs.json()).toEqual([]);
  });
});
