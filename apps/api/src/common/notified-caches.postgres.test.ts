import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_NAME } from '../db/notifications.ts';
import { type Started, start, stop } from '../testing/servers/server-process.ts';
import { verifyOnServer } from '../testing/sms-codes.ts';
import { createServerDatabase, testServerUrl } from '../testing/test-database.ts';

// Runs only in the PostgreSQL suite (npm run test:postgres): two server processes on one database, each keeping
// the sessions it has looked up in memory (common/session-cache.ts).

const MASTER = { email: 'chef@example.bj', password: 'un mot de passe très long' };

describe('sessions, settings and histories kept in memory by two processes', () => {
  let a: Started;
  let b: Started;
  let database: { url: string; drop(): Promise<void> };
  let sql: pg.Client;

  beforeAll(async () => {
    database = await createServerDatabase(testServerUrl() ?? '');
    const env = {
      DATABASE_URL: database.url,
      UPLOAD_DIR: await mkdtemp(join(tmpdir(), '1xpay-sessions-')),
      SEED_DEMO: '0',
      MASTER_ADMIN_EMAIL: MASTER.email,
      MASTER_ADMIN_PASSWORD: MASTER.password,
      // The sandbox's payments move a step every 100 ms instead of every second (the history test waits for them).
      SANDBOX_STEP_MS: '100',
    };
    [a, b] = await Promise.all([start(env), start(env)]);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.all([a, b].filter((server) => server !== undefined).map((server) => stop(server)));
    await database?.drop();
  });

  const call = async (server: Started, path: string, key: string, body?: unknown) => {
    const response = await fetch(`${server.base}/1xpay${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const me = (server: Started, key: string) => call(server, '/api/me', key);

  let phoneSuffix = 10;
  /** A new customer, registered through `server`; answers their first session's key and their id. */
  const register = async (server: Started) => {
    phoneSuffix += 1;
    const phone = `+22901970${String(phoneSuffix).padStart(5, '0')}`;
    const response = await fetch(`${server.base}/1xpay/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Awa',
        lastName: 'Koné',
        phoneNumber: phone,
        email: `awa.${phone}@example.bj`,
        password: 'un mot de passe de client',
        accountId1xBet: '123456789',
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { uuid, apiKey } = (await response.json()) as { uuid: string; apiKey: string };
    // A new account pays once its number is verified (issue 34): the code read from the log provider.
    await verifyOnServer(server.base, apiKey, phone);
    return { uuid, apiKey, phone };
  };
  const logIn = async (server: Started, phone: string) => {
    const response = await fetch(`${server.base}/1xpay/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: phone, password: 'un mot de passe de client' }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { apiKey: string }).apiKey;
  };
  /** Ends a session in SQL with the triggers off: a change the processes are never told about. */
  const endUnannounced = async (key: string) => {
    await sql.query('begin');
    await sql.query('set local session_replication_role = replica');
    const ended = await sql.query(
      "update sessions set ended_at = now() where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex') and ended_at is null",
      [key],
    );
    await sql.query('commit');
    expect(ended.rowCount).toBe(1);
  };

  /**
   * A new customer whose session B keeps, proven: B reads it (and keeps it), the session is ended with nobody told,
   * and B still serves it. The registration's own announcements (its phone verified) reach B's listening connection
   * a moment after the answer, and one that lands after B kept the session rightly makes it forget (CI saw it twice):
   * so up to five new customers are tried, and the proof needs one whose announcements were all heard first.
   */
  const keptByB = async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const customer = await register(b);
      expect((await me(b, customer.apiKey)).status).toBe(200);
      await endUnannounced(customer.apiKey);
      if ((await me(b, customer.apiKey)).status === 200) return customer;
    }
    throw new Error('B never served an ended session from memory: it keeps nothing');
  };

  it('serves a session from memory: a change nobody announces is not seen (the proof that it is kept)', async () => {
    const customer = await keptByB();
    // Process A never looked it up: it asks the database.
    expect((await me(a, customer.apiKey)).status).toBe(401);
  });

  it('ends a session on the other process at once: a change refused the next instant, a read within milliseconds', async () => {
    for (let round = 0; round < 20; round += 1) {
      const customer = await register(a);
      const other = await logIn(b, customer.phone);
      for (const server of [a, b]) {
        expect((await me(server, customer.apiKey)).status).toBe(200);
        expect((await me(server, other)).status).toBe(200);
      }
      expect((await call(a, '/api/auth/logout', customer.apiKey, {})).status).toBe(200);
      // A change reads the session from the database: refused at once, whatever B has heard yet.
      expect((await call(b, '/api/transactions', customer.apiKey, {})).status, `round ${round}`).toBe(401);
      expect((await me(a, customer.apiKey)).status).toBe(401);
      // A read on B is refused as soon as B hears of it (NOTIFY, within milliseconds).
      await expect
        .poll(async () => (await me(b, customer.apiKey)).status, { timeout: 5_000, interval: 5 })
        .toBe(401);
      // The user's other session is theirs to keep.
      expect((await me(b, other)).status).toBe(200);
    }
  });

  it('refuses a user locked on the other process at once', async () => {
    const master = await fetch(`${a.base}/1xpay/api/dashboard/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(MASTER),
    });
    expect(master.status).toBe(200);
    const masterKey = ((await master.json()) as { apiKey: string }).apiKey;
    const customer = await register(a);
    expect((await me(b, customer.apiKey)).status).toBe(200);
    const found = await sql.query('select authorization_key from users where id = $1', [customer.uuid]);
    const authorizationKey = String(found.rows[0]?.authorization_key);
    expect((await me(a, customer.apiKey)).status).toBe(200);
    const locked = await call(b, '/api/lockOrAllowUser', masterKey, { authorizationKey, lockUser: true });
    expect(locked.status).toBe(200);
    expect((await call(a, '/api/transactions', customer.apiKey, {})).status).toBe(401);
    await expect
      .poll(async () => (await me(a, customer.apiKey)).status, { timeout: 5_000, interval: 5 })
      .toBe(401);
    // B made the change: it forgot the session before it answered.
    expect((await me(b, customer.apiKey)).status).toBe(401);
  });

  it('drops what it kept when its listening connection is cut, and keeps serving', async () => {
    const customer = await keptByB();
    const cut = await sql.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1',
      [LISTENER_NAME],
    );
    expect(cut.rowCount).toBe(2);
    // Whatever B kept may be stale once it could have missed a notification: it asks the database again.
    await expect.poll(async () => (await me(b, customer.apiKey)).status, { timeout: 5_000 }).toBe(401);
    // Both listen again (a new connection each), and serve from memory again.
    await expect
      .poll(
        async () =>
          (
            await sql.query(
              'select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1',
              [LISTENER_NAME],
            )
          ).rows[0]?.n,
        { timeout: 10_000 },
      )
      .toBe(2);
    await keptByB();
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
  });

  it('keeps the settings documents too: a quote follows a change of the fees made elsewhere', async () => {
    const customer = await register(a);
    const quoteOn = async (server: Started) => {
      const answer = await call(
        server,
        '/api/quote?type=deposit&country=BJ&operator=mtn&amount=10000',
        customer.apiKey,
      );
      expect(answer.status).toBe(200);
      return answer.body.fees;
    };
    const feesOf = (percent: string) =>
      JSON.stringify({
        fees: [{ type: 'deposit', country: '*', operator: '*', percent, fixed: 0, currency: 'XOF' }],
        processorFees: [],
      });
    const saveFees = async (percent: string, announced: boolean) => {
      await sql.query('begin');
      if (!announced) await sql.query('set local session_replication_role = replica');
      await sql.query(
        "insert into settings (key, value) values ('fees', $1::jsonb) on conflict (key) do update set value = excluded.value",
        [feesOf(percent)],
      );
      await sql.query('commit');
    };
    // B keeps the fees it read (none saved yet, and none announced by this file's other tests: the published
    // tariff's 1 % on a deposit, decision 054). Changed
    // without the trigger, B goes on answering what it kept (the proof that it keeps it)… This comes first: after
    // an announced change, B hears it once per listening connection (each pooled one too), some of them late, and
    // each time forgets again.
    expect(await quoteOn(b)).toBe(100);
    await saveFees('2', false);
    expect(await quoteOn(b)).toBe(100);
    // …and a change announced reaches it within milliseconds.
    await saveFees('1.5', true);
    await expect.poll(() => quoteOn(b), { timeout: 5_000, interval: 5 }).toBe(150);
    await saveFees('3', true);
    await expect.poll(() => quoteOn(b), { timeout: 5_000, interval: 5 }).toBe(300);
  });
  it('keeps a customer’s history too: a deposit made on one process is listed by the other within milliseconds', async () => {
    const customer = await register(a);
    const historyOn = async (server: Started) => {
      const response = await fetch(`${server.base}/1xpay/history/?apikey=${customer.apiKey}`, {
        headers: { 'user-uuid': customer.uuid },
      });
      const body = (await response.json()) as { reference: string; amount: number }[] | { error: string };
      return Array.isArray(body) ? body.map((item) => item.amount) : response.status;
    };
    const deposit = async (server: Started, amount: number) => {
      const response = await fetch(`${server.base}/1xpay/api/transactions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${customer.apiKey}`,
          'idempotency-key': randomUUID(),
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          type: 'deposit',
          country: 'BJ',
          operator: 'mtn',
          payerPhone: customer.phone,
          amount,
        }),
      });
      expect(response.status, await response.clone().text()).toBe(201);
    };
    /**
     * Waits until the customer's payments stop moving: the sandbox walks a payment 201 → 202 → 203 → 204 one step
     * apart, each move announced, and a number like theirs then waits at 204 for the phone.
     */
    const settled = async () => {
      const { rows } = await sql.query<{ waiting: boolean }>(
        'select bool_and(status_code = 204) as waiting from transactions where sender_id = $1',
        [customer.uuid],
      );
      return rows[0]?.waiting === true;
    };
    expect(await historyOn(b)).toBe(404);
    await deposit(a, 1_500);
    await expect.poll(() => historyOn(b), { timeout: 5_000, interval: 5 }).toEqual([1_500]);
    await expect.poll(settled, { timeout: 30_000, interval: 20 }).toBe(true);
    // Changed without the trigger: B goes on answering what it kept (the proof that it keeps it). B may still
    // hear late of the deposit's last move, announced a moment before (once per listening connection, each pooled
    // one too), and forget: it then reads the change. Only a process that keeps its answer can ever answer the
    // amount from before the change, so a few tries prove it, and a late move cannot fail the test.
    let changed = 1_500;
    let kept = false;
    for (let attempt = 0; attempt < 10 && !kept; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      const before = await historyOn(b);
      changed = 1_600 + attempt;
      await sql.query('begin');
      await sql.query('set local session_replication_role = replica');
      await sql.query('update transactions set amount = $2 where sender_id = $1', [customer.uuid, changed]);
      await sql.query('commit');
      kept = JSON.stringify(await historyOn(b)) === JSON.stringify(before);
    }
    expect(kept, 'B answered every unannounced change at once: it kept nothing').toBe(true);
    // …and the next deposit, made on A, reaches it within milliseconds, with the change it had not seen.
    await deposit(a, 2_500);
    await expect.poll(() => historyOn(b), { timeout: 5_000, interval: 5 }).toEqual([2_500, changed]);
    // The process that made the deposit forgot its own answer before it answered.
    await deposit(b, 3_500);
    expect(await historyOn(b)).toEqual([3_500, 2_500, changed]);
  });
});
