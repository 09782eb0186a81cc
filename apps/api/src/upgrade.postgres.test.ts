import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './db/client.ts';
import { waitUntil } from './testing/deposit-load.ts';
import { readDepositProof } from './testing/deposit-proof.ts';
import { materialisePreviousRelease, type PreviousRelease } from './testing/servers/previous-release.ts';
import { MAIN, type Started, start, stop } from './testing/servers/server-process.ts';
import { verifyOnServer } from './testing/sms-codes.ts';
import { createServerDatabase, testServerUrl } from './testing/test-database.ts';

// Runs only in the PostgreSQL suite. What a rolling upgrade does (docs/operations.md, « Upgrades »): the new code
// migrates the database first, and the previous release keeps serving on the migrated schema beside the new
// processes until each is replaced. The previous release is the commit of deploy/previous-release, taken from this
// repository's history into a temporary folder and run as `npm start` runs it, with this checkout's dependencies.
// Its customer's and agent's common calls must work there as before, and what one version writes the other reads.

const MASTER = { email: 'chef@example.bj', password: 'un mot de passe très long' };
const PASSWORD = 'un mot de passe de client';
const PHONE = '+2290197123456';

type Answer = { status: number; body: unknown; headers: Headers };
type Call = { server: 'old' | 'new'; method: string; path: string; status: number };

/** The migrations a checkout's journal lists (drizzle's meta/_journal.json). */
async function journalLength(folder: string): Promise<number> {
  const journal = JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** A JSON log line's level (0 for a line that is not one). */
function levelOf(line: string): number {
  try {
    return (JSON.parse(line) as { level?: number }).level ?? 0;
  } catch {
    return 0;
  }
}

describe('an upgrade: the previous release on the schema this code migrated, beside this code', () => {
  let release: PreviousRelease;
  let database: { url: string; drop(): Promise<void> };
  let sql: pg.Client;
  let servers: { old: Started; new: Started };
  const folders: string[] = [];
  const calls: Call[] = [];
  const started = Date.now();
  /** How long the setup's stages took, for the annotation. */
  const timings: string[] = [];

  beforeAll(async () => {
    let since = Date.now();
    release = await materialisePreviousRelease();
    timings.push(`tree ${Date.now() - since} ms`);
    database = await createServerDatabase(testServerUrl() ?? '');
    const launch = async (main: string, cwd: string) => {
      const uploads = await mkdtemp(join(tmpdir(), '1xpay-upgrade-'));
      folders.push(uploads);
      return start(
        {
          DATABASE_URL: database.url,
          UPLOAD_DIR: uploads,
          SEED_DEMO: '0',
          MASTER_ADMIN_EMAIL: MASTER.email,
          MASTER_ADMIN_PASSWORD: MASTER.password,
          SANDBOX_STEP_MS: '20',
        },
        { main, cwd },
      );
    };
    // The new code first: its start migrates the empty database to this checkout's schema (under the advisory
    // lock, as the first new process of a deployment does). Then the previous release starts on that schema.
    since = Date.now();
    const current = await launch(MAIN, process.cwd());
    timings.push(`new server migrating and ready ${Date.now() - since} ms`);
    since = Date.now();
    servers = { new: current, old: await launch(release.main, release.tree) };
    timings.push(`old server ready ${Date.now() - since} ms`);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.all(Object.values(servers ?? {}).map((server) => stop(server)));
    await database?.drop();
    await release?.remove();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  }, 60_000);

  /** One call to one server's API through plain fetch, as a client sends it; every answer's status is kept. */
  const api = async (
    server: 'old' | 'new',
    method: 'GET' | 'POST',
    path: string,
    options: { key?: string; body?: unknown; idempotencyKey?: string; uuid?: string } = {},
  ): Promise<Answer> => {
    const response = await fetch(`${servers[server].base}/1xpay${path}`, {
      method,
      headers: {
        ...(options.key === undefined ? {} : { authorization: `Bearer ${options.key}` }),
        ...(options.idempotencyKey === undefined ? {} : { 'idempotency-key': options.idempotencyKey }),
        // §7: the history names the signed-in user in this header too.
        ...(options.uuid === undefined ? {} : { 'user-uuid': options.uuid }),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? null : JSON.stringify(options.body),
    });
    const text = await response.text();
    calls.push({ server, method, path: path.replace(/\?.*/, ''), status: response.status });
    return {
      status: response.status,
      body: text === '' ? null : JSON.parse(text),
      headers: response.headers,
    };
  };
  const ok = async (answer: Promise<Answer>, status = 200) => {
    const { status: got, body } = await answer;
    expect(got, JSON.stringify(body)).toBe(status);
    return body as Record<string, unknown>;
  };

  type StatusRecord = { transactionReference: string; statusCode: number; finished: boolean };
  const statusOn = async (server: 'old' | 'new', key: string, reference: string) => {
    const body = await ok(
      api(server, 'POST', `/statuses?apikey=${key}`, { body: { references: [reference] } }),
    );
    return body[reference] as StatusRecord | undefined;
  };
  /** Polls the server's /statuses until the transaction reaches `code` (no fixed wait). */
  const reach = async (server: 'old' | 'new', key: string, reference: string, code: number) => {
    let last: StatusRecord | undefined;
    const reached = await waitUntil(
      async () => {
        last = await statusOn(server, key, reference);
        return last?.statusCode === code;
      },
      { timeoutMs: 15_000, intervalMs: 25 },
    );
    expect(reached, `${reference} at ${JSON.stringify(last)}, waiting for ${code}`).toBe(true);
  };
  /** What both versions say of a transaction: its status, and its customer's detail (timeline included). */
  const bothRead = async (key: string, reference: string) => {
    const [old, current] = await Promise.all([
      statusOn('old', key, reference),
      statusOn('new', key, reference),
    ]);
    expect(old).toEqual(current);
    const details = await Promise.all(
      (['old', 'new'] as const).map((server) =>
        ok(api(server, 'GET', `/api/transactions/${reference}`, { key })),
      ),
    );
    expect(details[0]?.status).toEqual(details[1]?.status);
    expect(details[0]?.timeline).toEqual(details[1]?.timeline);
    return old;
  };

  let customer: { uuid: string; key: string };
  let masterKey: string;
  /** The deposits of the test, in order: made on the old server, then on the new one. */
  const references: string[] = [];

  it('starts the previous release on the schema this code migrated', async ({ annotate }) => {
    const applied = await sql.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    const known = {
      new: await journalLength(MIGRATIONS_FOLDER),
      old: await journalLength(join(release.tree, 'apps/api/src/db/migrations')),
    };
    expect(applied.rows[0]?.n).toBe(known.new);
    expect(known.old).toBeLessThanOrEqual(known.new);
    // The old server loads the old workspace packages, not this checkout's (Node follows links to real paths).
    const oldApi = createRequire(join(release.tree, 'apps', 'api', 'package.json'));
    for (const name of ['@1xpay/contract', '@1xpay/domain'])
      expect(oldApi.resolve(name)).toBe(
        join(release.tree, 'packages', name.slice('@1xpay/'.length), 'src', 'index.ts'),
      );
    expect(servers.old.child.spawnargs).toContain(release.main);
    for (const server of ['old', 'new'] as const) {
      expect(servers[server].output()).toContain('est prêt (PostgreSQL)');
      expect(await ok(api(server, 'GET', '/ready'))).toEqual({ status: 'ready' });
    }
    await annotate(
      `previous release ${release.commit.slice(0, 7)}: ${known.old} migrations; this code: ${known.new}; ${timings.join(', ')}` +
        (release.differences.length > 0
          ? `; dependencies lent at other versions: ${release.differences.join(', ')}`
          : ''),
    );
  });

  it('serves a customer and an agent on the old server: register to delivery, read back by the new one', async () => {
    // Registration, the phone's verification code (the old server's development SMS log), sign-in, the profile.
    const registered = await ok(
      api('old', 'POST', '/api/auth/register', {
        body: {
          firstName: 'Awa',
          lastName: 'Koné',
          phoneNumber: PHONE,
          email: 'awa.kone@example.bj',
          password: PASSWORD,
          accountId1xBet: '123456789',
        },
      }),
      201,
    );
    await verifyOnServer(servers.old.base, String(registered.apiKey), PHONE);
    const login = await ok(
      api('old', 'POST', '/api/auth/login', { body: { login: PHONE, password: PASSWORD } }),
    );
    customer = { uuid: String(registered.uuid), key: String(login.apiKey) };
    const me = await ok(api('old', 'GET', '/api/me', { key: customer.key }));
    expect(me).toEqual(await ok(api('new', 'GET', '/api/me', { key: customer.key })));

    // A quote, the same on both versions, then the deposit it quoted, with an Idempotency-Key.
    const quoteQuery = '/api/quote?type=deposit&country=BJ&operator=mtn&amount=5000';
    const quote = await ok(api('old', 'GET', quoteQuery, { key: customer.key }));
    expect(quote).toEqual(await ok(api('new', 'GET', quoteQuery, { key: customer.key })));
    // A payer number ending in neither 00 nor 09: the sandbox waits at 204 for the customer's approval.
    const deposit = {
      type: 'deposit',
      country: 'BJ',
      operator: 'mtn',
      payerPhone: '+2290196001234',
      amount: 5_000,
    };
    const idempotencyKey = randomUUID();
    const created = await ok(
      api('old', 'POST', '/api/transactions', { key: customer.key, body: deposit, idempotencyKey }),
      201,
    );
    const reference = String(created.reference);
    references.push(reference);
    // The same request again on the new server (a client's retry after the old process was replaced): the old
    // server's stored answer, replayed.
    const replayed = await api('new', 'POST', '/api/transactions', {
      key: customer.key,
      body: deposit,
      idempotencyKey,
    });
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect((replayed.body as { reference: string }).reference).toBe(reference);

    // The sandbox's approval, on the old server, once the payment waits for it.
    await reach('old', customer.key, reference, 204);
    await ok(api('old', 'POST', `/sandbox/transactions/${reference}/approve`, { key: customer.key }));
    await reach('old', customer.key, reference, 231);
    expect((await bothRead(customer.key, reference))?.statusCode).toBe(231);
    for (const server of ['old', 'new'] as const) {
      const history = (await ok(
        api(server, 'GET', `/history?apikey=${customer.key}`, { uuid: customer.uuid }),
      )) as unknown as {
        reference: string;
      }[];
      expect(history.map((item) => item.reference)).toEqual([reference]);
    }

    // The master admin signs in to the dashboard on the old server, finds the delivery in the operations queue,
    // and completes it there.
    masterKey = String((await ok(api('old', 'POST', '/api/dashboard/login', { body: MASTER }))).apiKey);
    const queue = (await ok(api('old', 'GET', '/admin/operation-queue?tab=todo', { key: masterKey }))) as {
      data: { reference: string }[];
    };
    expect(queue.data.map((operation) => operation.reference)).toEqual([reference]);
    const done = await ok(
      api('old', 'POST', `/admin/operations/${reference}/complete`, {
        key: masterKey,
        body: { deliveryReference: 'MP241128.1532.A12345' },
      }),
    );
    expect(done).toMatchObject({ transactionReference: reference, operationStatus: 'success' });
    expect(await bothRead(customer.key, reference)).toMatchObject({ statusCode: 200, finished: true });
  }, 30_000);

  it('lets the old server read and deliver a deposit made on the new one', async () => {
    const deposit = {
      type: 'deposit',
      country: 'BJ',
      operator: 'moov',
      payerPhone: '+2290196005678',
      amount: 7_500,
    };
    const created = await ok(
      api('new', 'POST', '/api/transactions', {
        key: customer.key,
        body: deposit,
        idempotencyKey: randomUUID(),
      }),
      201,
    );
    const reference = String(created.reference);
    references.push(reference);
    await reach('old', customer.key, reference, 204);
    await ok(api('old', 'POST', `/sandbox/transactions/${reference}/approve`, { key: customer.key }));
    await reach('old', customer.key, reference, 231);
    expect((await bothRead(customer.key, reference))?.statusCode).toBe(231);
    const history = (await ok(
      api('old', 'GET', `/history?apikey=${customer.key}`, { uuid: customer.uuid }),
    )) as unknown as {
      reference: string;
    }[];
    expect(history.map((item) => item.reference).sort()).toEqual([...references].sort());
    // The old dashboard's queue lists it, and the old server completes it; the new one agrees.
    const queue = (await ok(api('old', 'GET', '/admin/operation-queue?tab=todo', { key: masterKey }))) as {
      data: { reference: string }[];
    };
    expect(queue.data.map((operation) => operation.reference)).toEqual([reference]);
    await ok(api('old', 'POST', `/admin/operations/${reference}/complete`, { key: masterKey, body: {} }));
    expect(await bothRead(customer.key, reference)).toMatchObject({ statusCode: 200, finished: true });
  }, 30_000);

  it('leaves the ledger balanced, and nothing answered 500 or logged an error', async ({ annotate }) => {
    const proof = await readDepositProof(sql);
    expect(proof).toMatchObject({
      transactions: 2,
      statuses: { 200: 2 },
      keys: { 'done:answer': 2 },
      keysWithoutTransaction: 0,
      transactionsWithoutKey: 0,
      transactionsWithSeveralKeys: 0,
      operations: { total: 2, duplicated: 0 },
      duplicatedEntries: 0,
      unbalancedEntries: 0,
      entriesUnlikeDomain: 0,
      ledgerSums: { XOF: '0' },
    });
    expect(proof.entries.collection).toBe(2);
    expect(calls.filter((call) => call.status >= 500)).toEqual([]);
    for (const server of ['old', 'new'] as const) {
      // The processes log JSON lines (pino): level 50 is an error, 60 fatal.
      const errors = servers[server]
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{') && levelOf(line) >= 50);
      expect(errors, server).toEqual([]);
      expect(servers[server].child.exitCode, server).toBeNull();
    }
    await annotate(
      `${calls.length} calls (${calls.filter((call) => call.server === 'old').length} to the previous release); ` +
        `${Date.now() - started} ms from the start of the file`,
    );
  });
});
