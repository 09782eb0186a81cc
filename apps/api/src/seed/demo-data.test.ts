import {
  addressesSchema,
  feesSchema,
  type PathOf,
  pronosticsSchema,
  pubsSchema,
  ratesSchema,
} from '@1xpay/contract';
import { ERROR_MESSAGES, normalSide, type OperationType, WITHDRAWAL_REFUSALS } from '@1xpay/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bootstrap } from '../bootstrap.ts';
import { openBytes } from '../common/sealed-secrets.ts';
import {
  adminGrants,
  identityFiles,
  identitySubmissions,
  ledgerBalances,
  ledgerEntries,
  operations,
  pictures,
  settings,
  transactionEvents,
  transactions,
  users,
} from '../db/schema.ts';
import { fileContext } from '../identity/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestClient } from '../testing/test-client.ts';
import { DEMO_PASSWORD, OPERATION_FAILURES } from './demo-data.ts';

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
  // The partner's refusals of a withdrawal code (470–473) are not walked by the demo: its history predates them.
  ...Object.keys(ERROR_MESSAGES)
    .map(Number)
    .filter((code) => !(WITHDRAWAL_REFUSALS as readonly number[]).includes(code)),
];

describe('bootstrap: demo data (SEED_DEMO on)', () => {
  let s: TestApp;
  let first: Awaited<ReturnType<typeof bootstrap>>;
  let masterId: string;
  let asMaster: TestClient;
  beforeAll(async () => {
    s = await createTestApp({
      MASTER_ADMIN_EMAIL: 'chef@example.bj',
      MASTER_ADMIN_PASSWORD: 'un mot de passe maître',
    });
    first = await bootstrap(s.database, s.deps);
    const [found] = await s.deps.db.select().from(users).where(eq(users.isMaster, true));
    masterId = found?.id ?? '';
    const login = await s.visitor.post('/api/dashboard/login', {
      email: 'chef@example.bj',
      password: 'un mot de passe maître',
    });
    asMaster = s.as(login.body.apiKey);
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

    const listed = await asMaster.get('/api/users');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(53);
  });

  it('gives customers identity documents in every state, drawn and sealed like real ones', async () => {
    const sendings = await s.deps.db
      .select({
        state: identitySubmissions.state,
        id: identitySubmissions.id,
        status: users.authenticationStatus,
      })
      .from(identitySubmissions)
      .innerJoin(users, eq(users.id, identitySubmissions.userId));
    expect(new Set(sendings.map((sending) => sending.state))).toEqual(
      new Set(['accepted', 'waiting', 'moreInfo', 'rejected']),
    );
    for (const sending of sendings.filter((row) => row.state === 'accepted'))
      expect(sending.status).toBe('accepted');
    const [file] = await s.deps.db.select().from(identityFiles).limit(1);
    if (file === undefined) throw new Error('no demo identity file');
    const png = openBytes(
      s.deps.config.identityDocumentsKey,
      fileContext(file.submissionId, file.side),
      file.sealed,
    );
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(file.sealed.includes(Buffer.from('IHDR'))).toBe(false);
    const suspended = await s.deps.db
      .select()
      .from(users)
      .where(eq(users.authenticationStatus, 'transactionSuspended'));
    expect(suspended.every((user) => user.statusReason !== null)).toBe(true);
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

  it('pays some XOF deposits by card, the one refused for want of 3-D Secure among them, and never in XAF', async () => {
    const rows = await s.deps.db.select().from(transactions);
    const byCard = rows.filter((row) => row.operator === 'card');
    expect(byCard.length).toBeGreaterThan(5);
    for (const row of byCard) {
      expect(row.type).toBe('deposit');
      expect(row.currency).toBe('XOF');
      expect([451, 505]).not.toContain(row.statusCode);
    }
    expect(rows.filter((row) => row.statusCode === 414).map((row) => row.operator)).toEqual(['card']);
    expect(rows.some((row) => row.operator === 'bank')).toBe(false);
  });

  it('books every demo payment in the ledger as the payments engine does: balanced, nothing below zero', async () => {
    const response = await asMaster.get('/api/ledger/balances');
    expect(response.status).toBe(200);
    const balances = response.body.data;
    expect(balances.length).toBeGreaterThan(0);
    expect(balances.filter((row) => row.balance < 0)).toEqual([]);
    // Per currency, what the processors hold and the partner owes (the assets) is what is owed and earned.
    const net = new Map<string, number>();
    for (const row of balances) {
      const signed = normalSide(row.account) === 'debit' ? row.balance : -row.balance;
      net.set(row.currency, (net.get(row.currency) ?? 0) + signed);
    }
    expect([...net.values()].every((sum) => sum === 0)).toBe(true);
    expect([...net.keys()].sort()).toEqual(['XAF', 'XOF']);
    // The balances the database keeps (and checks) are those the postings give on each account's normal side.
    const kept = await s.deps.db.select().from(ledgerBalances);
    expect(
      kept.map((row) => ({ account: row.account, currency: row.currency, balance: Number(row.balance) })),
    ).toEqual(expect.arrayContaining(balances));
    expect(kept).toHaveLength(balances.length);

    const kinds = new Map<string, string[]>();
    for (const entry of await s.deps.db.select().from(ledgerEntries))
      kinds.set(entry.reference, [...(kinds.get(entry.reference) ?? []), entry.kind].sort());
    const rows = await s.deps.db.select().from(transactions);
    for (const row of rows) {
      const collected = [200, 230, 231, 232, 235, 528].includes(row.statusCode);
      const expected = !collected
        ? []
        : row.statusCode === 200
          ? ['collection', 'delivery']
          : row.statusCode === 528
            ? ['collection', 'refund', 'reversal']
            : ['collection'];
      expect(kinds.get(row.reference) ?? [], `${row.reference} at ${row.statusCode}`).toEqual(expected);
      expect(row.currency, row.reference).toBe(row.country === 'GA' ? 'XAF' : 'XOF');
    }
  });

  it('gives every demo payment the status history of the state machine, from 201 to its status', async () => {
    const events = await s.deps.db
      .select()
      .from(transactionEvents)
      .orderBy(asc(transactionEvents.reference), asc(transactionEvents.id));
    const walks = new Map<string, number[]>();
    for (const event of events) {
      const walk = walks.get(event.reference) ?? [];
      expect(event.fromCode ?? null, event.reference).toBe(walk.at(-1) ?? null);
      walks.set(event.reference, [...walk, event.toCode]);
    }
    for (const row of await s.deps.db.select().from(transactions)) {
      const walk = walks.get(row.reference) ?? [];
      expect([walk[0], walk.at(-1)], row.reference).toEqual([201, row.statusCode]);
    }
  });

  it('has its waiting operations come in over the last hours, not months ago, and every one in the queue', async () => {
    const now = s.deps.clock().getTime();
    const waiting = await s.deps.db
      .select({ createdAt: operations.createdAt })
      .from(operations)
      .where(eq(operations.operationStatus, 'pending'));
    expect(waiting.length).toBeGreaterThan(5);
    for (const { createdAt } of waiting) {
      expect(now - createdAt.getTime()).toBeGreaterThanOrEqual(0);
      // Created over six hours, at least 20 minutes ago (seed-demo.ts); the operation opened at its last move.
      expect(now - createdAt.getTime()).toBeLessThanOrEqual(6 * 3_600_000 + 20 * 60_000);
    }
    const queue = await asMaster.get('/admin/operation-queue/counts');
    expect(queue.body.todo + queue.body.claimed).toBe(waiting.length);
  });

  it('lets the master settle a demo payment: its delivery finds the money its collection booked', async () => {
    const [pending] = await s.deps.db
      .select({ reference: transactions.reference })
      .from(operations)
      .innerJoin(transactions, eq(transactions.reference, operations.transactionReference))
      .where(and(eq(operations.operationStatus, 'pending'), eq(transactions.statusCode, 231)))
      .limit(1);
    const completed = await asMaster.post(`/admin/operations/${pending?.reference}/complete`);
    expect(completed.status).toBe(200);
    const balances = (await asMaster.get('/api/ledger/balances')).body.data;
    expect(balances.filter((row) => row.balance < 0)).toEqual([]);
  });

  it('puts every 528 transaction with an operation in error that carries a failure message', async () => {
    const failed = await s.deps.db
      .select({ transaction: transactions, operation: operations })
      .from(transactions)
      .leftJoin(operations, eq(operations.transactionReference, transactions.reference))
      .where(eq(transactions.statusCode, 528));
    expect(failed.length).toBeGreaterThan(0);
    for (const { transaction, operation } of failed) {
      expect(operation?.operationStatus).toBe('error');
      // A failure that fits the payment's type: no betting account on a transfer, no transfer on a deposit.
      expect(OPERATION_FAILURES[transaction.type as OperationType]).toContain(operation?.failureMessage);
    }
    const blocked = await s.deps.db.select().from(transactions).where(eq(transactions.statusCode, 235));
    for (const row of blocked) expect(row.message, row.reference).not.toMatch(/dépôt/);
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
    const login = await s.visitor.post('/api/dashboard/login', {
      email: agentRow?.email ?? '',
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    const listed = await s
      .as(login.body.apiKey, { headers: { 'user-uuid': agentRow?.id ?? '' } })
      .get(`/admin/operations/${agentRow?.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(perAdmin.get(agentRow?.id ?? '') ?? -1);
  });

  const documents: [path: PathOf<'GET'>, schema: z.ZodType, needsSession: boolean][] = [
    ['/api/fees', feesSchema, true],
    ['/api/countriesRates', ratesSchema, false],
    ['/api/addresses', addressesSchema, false],
    ['/api/pubs', pubsSchema, false],
    ['/api/pronostics', pronosticsSchema, false],
  ];
  it.each(documents)(
    'serves /1xpay%s, valid against its contract schema',
    async (path, schema, needsSession) => {
      const response = await (needsSession ? asMaster : s.visitor).get(path);
      expect(response.status).toBe(200);
      const body = response.body;
      // Valid, and already in the normal form the schema gives (a POST of it would store the same document).
      expect(schema.parse(body)).toEqual(body);
    },
  );

  it('loads non-empty fees, rates and addresses, 3 pubs and 5 pronostics', async () => {
    const fees = (await asMaster.get('/api/fees')).body;
    expect(fees.fees.length).toBeGreaterThan(0);
    expect(fees.processorFees.length).toBeGreaterThan(0);
    const rates = (await asMaster.get('/api/countriesRates')).body;
    expect(rates.countries.map((rate) => rate.countryCode)).toEqual(
      expect.arrayContaining(SERVICE_COUNTRIES),
    );
    const addresses = (await asMaster.get('/api/addresses')).body;
    expect(addresses.length).toBeGreaterThan(0);
    expect(new Set(addresses.map((address) => address.country))).toEqual(new Set(SERVICE_COUNTRIES));
    expect((await asMaster.get('/api/pubs')).body).toHaveLength(3);
    expect((await asMaster.get('/api/pronostics')).body).toHaveLength(5);
  });

  it('serves each pub picture at /1xpay/api/<path> as a PNG', async () => {
    const pubs = (await s.visitor.get('/api/pubs')).body;
    expect(pubs).toHaveLength(3);
    expect(await s.deps.db.$count(pictures)).toBe(3);
    for (const pub of pubs) {
      const response = await s.visitor.send({ method: 'GET', path: `/api/${pub.picture}` });
      expect(response.status, pub.picture).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.bytes.subarray(0, 8)).toEqual(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      );
      expect(Number(response.headers['content-length'])).toBe(response.bytes.length);
    }
  });

  it('gives every demo payment a timeline in order: each move after the one before, none in the future', async () => {
    const events = await s.deps.db
      .select()
      .from(transactionEvents)
      .orderBy(asc(transactionEvents.reference), asc(transactionEvents.id));
    const now = s.deps.clock().getTime();
    const last = new Map<string, number>();
    const backwards: string[] = [];
    for (const event of events) {
      const at = event.at.getTime();
      const before = last.get(event.reference);
      if ((before !== undefined && at <= before) || at > now) backwards.push(event.reference);
      last.set(event.reference, at);
    }
    expect(backwards).toEqual([]);
    for (const row of await s.deps.db.select().from(transactions))
      expect(row.updatedAt.getTime(), row.reference).toBeGreaterThanOrEqual(last.get(row.reference) ?? 0);
  });

  it('gives the master a real-looking Beninese number, not the +999 placeholder', async () => {
    const [master] = await s.deps.db.select().from(users).where(eq(users.id, masterId));
    expect(master?.phoneNumber).toBe('+2290190000001');
    expect(parsePhoneNumberFromString(master?.phoneNumber ?? '')?.isValid()).toBe(true);
    expect(master?.country).toBe('BJ');
  });

  it('uses only phone numbers that libphonenumber-js finds valid', async () => {
    const numbers: string[] = [];
    for (const user of await s.deps.db.select().from(users).where(eq(users.isMaster, false)))
      numbers.push(user.phoneNumber);
    for (const row of await s.deps.db.select().from(transactions)) {
      numbers.push(row.payerPhone);
      if (row.beneficiaryPhone !== null) numbers.push(row.beneficiaryPhone);
    }
    const addresses = (await s.visitor.get('/api/addresses')).body;
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
        const response = await s.visitor.post('/api/auth/login', { login, password: DEMO_PASSWORD });
        expect(response.status, login).toBe(200);
        expect(response.body).toEqual({ uuid: someone.id, apiKey: expect.any(String) });
      }
    }
    // The logins main.ts prints are real ones.
    const [email, phone] = (first.demo?.customerLogins[0] ?? '').split(' / ');
    for (const login of [email, phone]) {
      const response = await s.visitor.post('/api/auth/login', {
        login: login ?? '',
        password: DEMO_PASSWORD,
      });
      expect(response.status, login).toBe(200);
    }
  });

  it('adds nothing on a second start', async () => {
    const tables = [users, transactions, operations, settings];
    const before = await Promise.all(tables.map((table) => s.deps.db.$count(table)));
    const picturesBefore = await s.deps.db.$count(pictures);
    const again = await bootstrap(s.database, s.deps);
    expect(again).toEqual({ master: { created: false, email: 'chef@example.bj' }, demo: undefined });
    const after = await Promise.all(tables.map((table) => s.deps.db.$count(table)));
    expect(after).toEqual(before);
    expect(before).toEqual([53, 500, expect.any(Number), 5]);
    expect(await s.deps.db.$count(pictures)).toEqual(picturesBefore);
  });
});

describe('bootstrap: SEED_DEMO=0', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp({ SEED_DEMO: '0' });
  });
  afterAll(() => s.close());

  it('creates the master admin and no demo data', async () => {
    const outcome = await bootstrap(s.database, s.deps);
    expect(outcome.demo).toBeUndefined();
    expect(outcome.master.created).toBe(true);
    expect(await s.deps.db.$count(users)).toBe(1);
    expect(await s.deps.db.$count(transactions)).toBe(0);
    expect(await s.deps.db.$count(operations)).toBe(0);
    expect(await s.deps.db.$count(settings)).toBe(0);
    expect(await s.deps.db.select().from(adminGrants)).toEqual([]);
    expect(await s.deps.db.select().from(pictures)).toEqual([]);
    const pubs = await s.visitor.get('/api/pubs');
    expect(pubs.body).toEqual([]);
  });
});
