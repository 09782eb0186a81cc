import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  planDeposits,
  registerCustomers,
  runPool,
  settleDeposit,
  waitUntil,
} from './testing/deposit-load.ts';
import { expectDepositsDelivered } from './testing/deposit-proof.ts';
import { type ServerCluster, startServerCluster } from './testing/servers/server-cluster.ts';

// Runs only in the PostgreSQL suite (npm run test:postgres): two server processes, as `npm start` runs them, on
// one database, each with its own job worker (the jobs table is shared and claimed with SKIP LOCKED).

const CUSTOMERS = 50;
const PER_CUSTOMER = 20;
const DEPOSITS = CUSTOMERS * PER_CUSTOMER;
const IN_FLIGHT = 50;

describe('two server processes on one database, 1,000 concurrent deposits', () => {
  let cluster: ServerCluster;
  beforeAll(async () => {
    cluster = await startServerCluster('load', ['a', 'b']);
  }, 120_000);
  afterAll(() => cluster?.close(), 60_000);

  it('create exactly 1,000 transactions and 1,000 balanced collection entries', async () => {
    const { client, servers } = cluster;
    const bases = servers.map((server) => server.base);
    const customers = await registerCustomers(bases, CUSTOMERS);
    const deposits = planDeposits(customers, PER_CUSTOMER);
    expect(deposits).toHaveLength(DEPOSITS);

    // Each deposit goes to one server, alternately; no retry is expected, so the deadline only bounds the test.
    const deadline = Date.now() + 60_000;
    const settled = await runPool(deposits, IN_FLIGHT, (deposit) =>
      settleDeposit(deposit, () => bases[deposit.index % 2] ?? '', { deadline, conflictPauseMs: 500 }),
    );
    const answers = settled.map((one) => ({
      status: one.status,
      replayed: one.replayed,
      tries: one.attempts.length,
    }));
    expect(answers).toEqual(deposits.map(() => ({ status: 201, replayed: false, tries: 1 })));
    const references = new Set(settled.map((one) => one.reference));
    expect(references.size).toBe(DEPOSITS);

    // Every transaction goes 201 → 202 → 203 → 204 → 230 (collected) → 231 (verified, handed to delivery). If
    // that does not happen in time, the proof below shows where they stopped.
    await waitUntil(
      async () => {
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from transactions where status_code = 231`,
        );
        return rows[0]?.n === DEPOSITS;
      },
      // Bounded generously: a loaded 2-core machine (the money-rule simulation beside it in CI) takes minutes.
      { timeoutMs: 200_000, intervalMs: 500 },
    );

    await expectDepositsDelivered(client, DEPOSITS, references);
  }, 360_000);
});
