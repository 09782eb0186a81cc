import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Deposit,
  planDeposits,
  postDeposit,
  registerCustomers,
  runPool,
  type Settled,
  settleDeposit,
  waitUntil,
} from './testing/deposit-load.ts';
import { expectDepositsDelivered, waitUntilDelivered } from './testing/deposit-proof.ts';
import { type ServerCluster, startServerCluster } from './testing/servers/server-cluster.ts';
import type { Started } from './testing/servers/server-process.ts';
import { startTcpProxy, type TcpProxy, type Verdict } from './testing/servers/tcp-proxy.ts';
import { testServerUrl } from './testing/test-database.ts';

// Runs only in the PostgreSQL suite (npm run test:postgres). A server process, as `npm start` runs it, loses its
// database under a load of deposits: every connection terminated (what a restart or failover looks like to it),
// the database out of reach for a few seconds (a TCP proxy between them drops and refuses connections), a COMMIT
// whose answer never comes back, a start while the database is down. It must stay up, answer 503 meanwhile,
// reconnect by itself, and every client retry with the same Idempotency-Key must resolve: nothing lost, nothing
// doubled, the ledger balanced.

const UNAVAILABLE = {
  fr: {
    error: 'service_unavailable',
    message: 'Service momentanément indisponible : réessayez dans quelques secondes.',
  },
  en: {
    error: 'service_unavailable',
    message: 'Service temporarily unavailable: try again in a few seconds.',
  },
};

/** Every answer the clients got, by status (`network` when the request never got one). */
function answers(settled: readonly Settled[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const attempt of settled.flatMap((one) => one.attempts))
    counts[String(attempt.outcome)] = (counts[String(attempt.outcome)] ?? 0) + 1;
  return counts;
}

/**
 * Every deposit answered 201 in the end (on the way 409 and 503 at most, never a 500), each with a transaction of
 * its own, all collected and handed to delivery by the jobs, the ledger balanced: nothing lost, nothing doubled.
 */
async function expectEveryDepositDelivered(
  client: pg.Pool | pg.Client,
  settled: readonly Settled[],
): Promise<void> {
  const unexpected = Object.keys(answers(settled)).filter(
    (status) => !['201', '409', '503'].includes(status),
  );
  expect(unexpected).toEqual([]);
  expect(settled.filter((one) => one.status !== 201)).toEqual([]);
  const references = new Set(settled.map((one) => one.reference));
  expect(references.size).toBe(settled.length);
  await waitUntilDelivered(client, settled.length, 45_000);
  await expectDepositsDelivered(client, settled.length, references);
}

/** The server still runs, and what it logged holds no answer of 500. */
function expectAlive(server: Started): void {
  expect(server.child.exitCode, server.output()).toBeNull();
  expect(server.child.signalCode).toBeNull();
  expect(server.output()).not.toContain('request failed');
}

/** How many times the server printed `text`. */
const said = (server: Started, text: string): number => server.output().split(text).length - 1;

const only = (server: Started | undefined): Started => {
  if (server === undefined) throw new Error('the server did not start');
  return server;
};

type ProxyFixture = { readonly proxy: TcpProxy; cluster: ServerCluster | undefined };

/** A TCP proxy in front of the test's PostgreSQL server for the tests of a describe; stops it and the cluster after. */
function proxyFixture(): ProxyFixture {
  let proxy: TcpProxy | undefined;
  const fixture: ProxyFixture = {
    get proxy() {
      if (proxy === undefined) throw new Error('the proxy did not start');
      return proxy;
    },
    cluster: undefined,
  };
  beforeAll(async () => {
    proxy = await startTcpProxy(testServerUrl() ?? '');
  });
  afterAll(async () => {
    await fixture.cluster?.close();
    await proxy?.close();
  }, 60_000);
  return fixture;
}

/** Besides, one server process whose connections to its database go through the proxy. */
function serverBehindProxy(prefix: string): ProxyFixture {
  const fixture = proxyFixture();
  beforeAll(async () => {
    fixture.cluster = await startServerCluster(prefix, ['a'], fixture.proxy.via);
  }, 120_000);
  return fixture;
}

/** The proxy, the server behind it and the test's own connection to the database. */
function running(fixture: ProxyFixture): { proxy: TcpProxy; server: Started; client: pg.Pool | pg.Client } {
  const { proxy, cluster } = fixture;
  if (cluster === undefined) throw new Error('the server did not start');
  return { proxy, server: only(cluster.servers[0]), client: cluster.client };
}

describe('every connection to the database terminated, three times, during a load of deposits', () => {
  let cluster: ServerCluster;
  beforeAll(async () => {
    cluster = await startServerCluster('terminate', ['a']);
  }, 120_000);
  afterAll(() => cluster?.close(), 60_000);

  it('answers 503 meanwhile, reconnects by itself, loses nothing and doubles nothing', async ({
    annotate,
  }) => {
    const { client } = cluster;
    const server = only(cluster.servers[0]);
    const customers = await registerCustomers([server.base], 20);
    const deposits = planDeposits(customers, 15);
    const terminated: number[] = [];
    const terminations: Promise<void>[] = [];
    // pg_terminate_backend is what a restart (or a failover) looks like to the server: every connection it holds
    // to the database ends with 57P01, in the middle of whatever it was doing.
    const terminateAll = async () => {
      const { rows } = await client.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      terminated.push(rows.filter((row) => row.ended).length);
    };
    const deadline = Date.now() + 40_000;
    const settled = await runPool(deposits, 30, (deposit) => {
      if (deposit.index % 100 === 60) terminations.push(terminateAll());
      return settleDeposit(deposit, () => server.base, { deadline, conflictPauseMs: 200 });
    });
    await Promise.all(terminations);
    await annotate(
      `connections terminated: ${terminated.join(', ')}; answers: ${JSON.stringify(answers(settled))}`,
    );

    expectAlive(server);
    expect(terminated).toHaveLength(3);
    for (const count of terminated) expect(count).toBeGreaterThan(0);
    await expectEveryDepositDelivered(client, settled);
    expect((await fetch(`${server.base}/1xpay/ready`)).status).toBe(200);
  }, 120_000);
});

describe('the database out of reach for three seconds', () => {
  const fixture = serverBehindProxy('cut');

  it('answers 503 in the error shape meanwhile, then serves and runs its jobs again by itself', async ({
    annotate,
  }) => {
    const { proxy, server, client } = running(fixture);
    const customers = await registerCustomers([server.base], 10);
    const deposits = planDeposits(customers, 20);
    const [someone] = customers;
    // A request the cut killed left nothing under its key (its work and its key commit together, decision 036):
    // its retry runs once the database is back, well within this.
    const deadline = Date.now() + 40_000;
    const load = runPool(deposits, 20, (deposit) =>
      settleDeposit(deposit, () => server.base, { deadline, conflictPauseMs: 250 }),
    );
    await waitUntil(
      async () => {
        const { rows } = await client.query<{ n: number }>('select count(*)::int as n from transactions');
        return (rows[0]?.n ?? 0) >= 40;
      },
      { timeoutMs: 20_000, intervalMs: 20 },
    );

    proxy.cut();
    const during: { path: string; status: number; retryAfter: string | null; body: unknown }[] = [];
    const probe = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${server.base}/1xpay${path}`, { headers });
      const body: unknown = await response.json();
      during.push({ path, status: response.status, retryAfter: response.headers.get('retry-after'), body });
    };
    const cutEnds = Date.now() + 3_000;
    while (Date.now() < cutEnds) {
      await Promise.all([
        probe('/ready'),
        probe('/api/me', { authorization: `Bearer ${someone?.apiKey}` }),
        probe('/api/pubs', { 'accept-language': 'en' }),
      ]);
      await sleep(200);
    }
    proxy.restore();
    expect(
      await waitUntil(async () => (await fetch(`${server.base}/1xpay/ready`)).status === 200, {
        timeoutMs: 10_000,
        intervalMs: 100,
      }),
    ).toBe(true);
    const settled = await load;
    await annotate(
      `${during.length} probes while cut; answers to the load: ${JSON.stringify(answers(settled))}`,
    );

    for (const one of during) {
      const expected =
        one.path === '/ready'
          ? { status: 503, retryAfter: null, body: { status: 'unavailable' } }
          : {
              status: 503,
              retryAfter: '5',
              body: one.path === '/api/pubs' ? UNAVAILABLE.en : UNAVAILABLE.fr,
            };
      expect(one).toEqual({ path: one.path, ...expected });
    }
    // The jobs go on: every deposit reaches delivery. The worker said once that the database was gone, and once
    // that it was back (no error per poll).
    await expectEveryDepositDelivered(client, settled);
    expectAlive(server);
    expect(said(server, 'job queue database unavailable')).toBe(1);
    expect(said(server, 'job queue available again')).toBe(1);
  }, 120_000);
});

describe('a deposit whose commit is cut off', () => {
  const fixture = serverBehindProxy('commit');

  /**
   * Cuts the connection that sends the next payment's write, as `verdict` says. The write is one statement that
   * commits as it ends (no COMMIT of its own: decision 039), sent by name once prepared, so it is recognised by
   * what only it binds: the payer's lock key.
   */
  function cutNextCommit(verdict: Verdict): void {
    let done = false;
    fixture.proxy.inspect((_link, text) => {
      if (done || !text.includes('payer:+')) return 'forward';
      done = true;
      return verdict;
    });
  }

  async function transactionsIn(client: pg.Pool | pg.Client): Promise<number> {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from transactions');
    return rows[0]?.n ?? -1;
  }

  it('resolves on retry with the same key: replayed if the commit happened, created once if not', async () => {
    const { proxy, server, client } = running(fixture);
    const customers = await registerCustomers([server.base], 1);
    const [committed, lost] = planDeposits(customers, 2) as [Deposit, Deposit];

    // The write reaches PostgreSQL, which commits it; its answer never comes back.
    cutNextCommit('forward-then-cut');
    const first = await postDeposit(server.base, committed);
    expect(first).toEqual({ status: 503, reference: undefined, replayed: false });
    // The client hears of the cut as PostgreSQL runs the statement: its commit may land just after the 503.
    expect(
      await waitUntil(async () => (await transactionsIn(client)) === 1, {
        timeoutMs: 10_000,
        intervalMs: 50,
      }),
    ).toBe(true);
    // The write never reaches PostgreSQL: nothing is written.
    cutNextCommit('cut');
    const second = await postDeposit(server.base, lost);
    expect(second).toEqual({ status: 503, reference: undefined, replayed: false });
    expect(await transactionsIn(client)).toBe(1);
    proxy.inspect(undefined);

    const committedAgain = await postDeposit(server.base, committed);
    expect(committedAgain).toEqual({ status: 201, reference: expect.any(String), replayed: true });
    const lostAgain = await postDeposit(server.base, lost);
    expect(lostAgain).toEqual({ status: 201, reference: expect.any(String), replayed: false });

    await waitUntilDelivered(client, 2, 45_000);
    await expectDepositsDelivered(client, 2, new Set([committedAgain.reference, lostAgain.reference]));
    expectAlive(server);
  }, 60_000);
});

describe('a server started while its database is out of reach', () => {
  const fixture = proxyFixture();

  it('waits for the database, saying so once, and starts by itself when it answers', async () => {
    const { proxy } = fixture;
    proxy.cut();
    const starting = startServerCluster('boot', ['a'], proxy.via);
    starting.catch(() => undefined); // awaited below; a server that gave up fails the test there
    expect(await waitUntil(async () => proxy.refused() >= 3, { timeoutMs: 30_000, intervalMs: 50 })).toBe(
      true,
    );
    proxy.restore();
    fixture.cluster = await starting;
    const { server } = running(fixture);
    expect(said(server, 'La base de données ne répond pas')).toBe(1);
    expect(said(server, 'La base de données répond : le démarrage continue.')).toBe(1);
    expect((await fetch(`${server.base}/1xpay/ready`)).status).toBe(200);
    expectAlive(server);
  }, 90_000);
});
