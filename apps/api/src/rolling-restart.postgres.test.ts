import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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
import { type Started, stop } from './testing/servers/server-process.ts';

// Runs only in the PostgreSQL suite. What an operator does to deploy a new version: every process stopped with
// SIGTERM (as systemd stops a unit) and started again, one after the other, while customers pay. A stopping process
// takes no new connection, answers the requests it has and finishes its jobs (SHUTDOWN_GRACE_SECONDS), gives back
// the claims of jobs still running, and exits 0; clients retry a refused connection on the other process with the
// same Idempotency-Key. Job claims last their default 30 s here: nothing waits for one to lapse.

const CUSTOMERS = 30;
const PER_CUSTOMER = 20;
const DEPOSITS = CUSTOMERS * PER_CUSTOMER;
const IN_FLIGHT = 40;

/** The stop's own account of itself in the process's log: requests in flight when it began, and those it cut. */
function stopRecord(server: Started) {
  const lines = server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; requestsInFlight?: number; requestsCut?: number });
  return {
    inFlightAtStop: lines.find((line) => line.msg?.startsWith('stopping'))?.requestsInFlight,
    cut: lines.find((line) => line.msg === 'stopped')?.requestsCut,
  };
}

const ENV = { LOG_LEVEL: 'info', SHUTDOWN_GRACE_SECONDS: '10' };

describe('a web process and a worker process', () => {
  let cluster: ServerCluster;
  beforeAll(async () => {
    cluster = await startServerCluster('roles', ['web'], undefined, { ...ENV, PROCESS_ROLE: 'web' });
  }, 120_000);
  afterAll(() => cluster?.close(), 60_000);

  it('lets a web process take payments that only a worker process moves', async () => {
    const { client, servers } = cluster;
    const [web] = servers;
    if (web === undefined) throw new Error('the web process did not start');
    expect(web.output()).toContain('PROCESS_ROLE=web');
    const [customer] = await registerCustomers([web.base], 1);
    if (customer === undefined) throw new Error('no customer');
    const [deposit] = planDeposits([customer], 1);
    if (deposit === undefined) throw new Error('no deposit');
    const created = await postDeposit(web.base, deposit);
    expect(created.status).toBe(201);
    const state = async () =>
      (
        await client.query<{ status_code: number; job: string }>(
          `select t.status_code, j.status as job from transactions t
             join jobs j on j.kind = 'transaction.initiate' and j.payload->>'reference' = t.reference
            where t.reference = $1`,
          [created.reference],
        )
      ).rows[0];
    // Alone, the web process never moves the payment: its first job waits for a worker.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await state()).toEqual({ status_code: 201, job: 'queued' });
    const worker = await cluster.startAnother('worker', { PROCESS_ROLE: 'worker' });
    expect(worker.output()).toContain('sans port HTTP');
    await waitUntil(async () => (await state())?.status_code === 231, { timeoutMs: 60_000, intervalMs: 50 });
    expect(await stop(web)).toBe(0);
    expect(await stop(worker)).toBe(0);
  }, 180_000);
});

describe('a rolling restart under load', () => {
  let cluster: ServerCluster;
  beforeAll(async () => {
    cluster = await startServerCluster('rolling', ['a', 'b'], undefined, ENV);
  }, 120_000);
  afterAll(() => cluster?.close(), 60_000);

  it('restarts every process one by one: every payment answered once, none lost, no request cut', async ({
    annotate,
  }) => {
    const { client, servers } = cluster;
    const [a, b] = servers;
    if (a === undefined || b === undefined) throw new Error('servers did not start');
    const slots = [a.base, b.base];
    const customers = await registerCustomers(slots, CUSTOMERS);
    const deposits = planDeposits(customers, PER_CUSTOMER);
    const stopped: Started[] = [];
    /** SIGTERM to the process of `slot` while it holds requests and jobs, then its replacement takes the slot. */
    const restart = async (slot: 0 | 1, server: Started, name: string) => {
      const code = stop(server);
      stopped.push(server);
      expect(await code).toBe(0);
      const next = await cluster.startAnother(name);
      slots[slot] = next.base;
      return next;
    };
    let first: Promise<Started> | undefined;
    let second: Promise<Started> | undefined;
    const deadline = Date.now() + 150_000;
    const settled: Settled[] = await runPool(deposits, IN_FLIGHT, async (deposit) => {
      if (deposit.index === 150) first = restart(0, a, 'a2');
      // The second process goes once the first is back: never both down at once, as a rolling restart does.
      if (deposit.index === 350) second = first?.then(() => restart(1, b, 'b2'));
      if (deposit.index >= DEPOSITS - 100) await second;
      return settleDeposit(deposit, (attempt) => slots[(deposit.index + attempt) % 2] ?? '', {
        deadline,
        conflictPauseMs: 1_000,
      });
    });
    await first;
    await second;

    const tries = settled.flatMap((one) => one.attempts);
    const refused = tries.filter((attempt) => attempt.outcome === 'network').length;
    const records = stopped.map(stopRecord);
    await annotate(
      `${tries.length} requests, ${refused} failed to connect and were retried; at each stop, requests in flight: ${records.map((record) => record.inFlightAtStop).join(', ')}`,
    );
    // Each stop began with requests in flight (else it proves nothing), and cut none of them.
    expect(records.map((record) => record.cut)).toEqual([0, 0]);
    expect(records.some((record) => (record.inFlightAtStop ?? 0) > 0)).toBe(true);
    expect(settled.filter((one) => one.status !== 201)).toEqual([]);
    const references = new Set(settled.map((one) => one.reference));
    expect(references.size).toBe(DEPOSITS);
    await waitUntilDelivered(client, DEPOSITS, 200_000);
    await expectDepositsDelivered(client, DEPOSITS, references);
  }, 400_000);
});
