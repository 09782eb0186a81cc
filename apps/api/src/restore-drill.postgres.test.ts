import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Customer,
  type Deposit,
  planDeposits,
  registerCustomers,
  runPool,
  type Settled,
  settleDeposit,
  waitUntil,
} from './testing/deposit-load.ts';
import { collectionBalances, readDepositProof, waitUntilDelivered } from './testing/deposit-proof.ts';
import {
  asPostgres,
  DEPLOY_POSTGRES,
  filesIn,
  type LocalServer,
  type LocalServers,
  localServers,
  switchWalArchived,
} from './testing/servers/postgres-servers.ts';
import { type ServerCluster, startServerCluster } from './testing/servers/server-cluster.ts';

// Runs only in the PostgreSQL suite. The restore drill of docs/operations.md (« Backups and point-in-time
// recovery »), with the operator's own scripts of deploy/postgres/ run as the postgres user, nothing re-implemented
// here: a cluster of the test's own (Debian's binaries) archives its WAL with archive-wal.sh; the product, started
// on it, takes deposits until they are delivered; base-backup.sh makes and verifies a base backup; more deposits,
// delivered; the time T is noted and the WAL switched (so everything before T is archived); more deposits, after T.
// Then restore.sh makes a new cluster from the backup and the archive, up to T, and the product starts on it. It must
// hold every payment acknowledged before T with the status it had, none after, every ledger entry balanced and the
// balances what the payments make; and it takes new payments.

const CUSTOMERS = 5;
/** Ten deposits before the backup, ten between the backup and T, ten after T, and one on the restored database. */
const PER_CUSTOMER = 7;
const BATCH = 10;

/**
 * Where the drill runs the scripts from: a copy of deploy/postgres in the test's own folder, which the `postgres`
 * user reaches (a checkout in a folder only root may enter, as `mktemp -d` makes, is out of its reach).
 */
let scripts = DEPLOY_POSTGRES;
const script = (name: string) => join(scripts, name);
const seconds = (since: number) => ((Date.now() - since) / 1_000).toFixed(1);

/** Sends every deposit to `base` until each is answered (201 expected), retrying as a client would. */
async function pay(base: string, deposits: readonly Deposit[]): Promise<Settled[]> {
  const deadline = Date.now() + 60_000;
  const settled = await runPool(deposits, BATCH, (deposit) =>
    settleDeposit(deposit, () => base, { deadline, conflictPauseMs: 200 }),
  );
  expect(settled.filter((one) => one.status !== 201)).toEqual([]);
  return settled;
}

describe('a restore drill: base backup and archived WAL, restored to a time, the product started on it', () => {
  let servers: LocalServers | undefined;
  let primary: LocalServer;
  let archive: string;
  let backups: string;
  let cluster: ServerCluster | undefined;
  let restoredCluster: ServerCluster | undefined;

  beforeAll(async () => {
    servers = await localServers('restore-drill');
    scripts = await servers.folderFor('scripts');
    await cp(DEPLOY_POSTGRES, scripts, { recursive: true });
    archive = await servers.folderFor('archive');
    backups = await servers.folderFor('backups');
    primary = await servers.init('primary', {
      wal_level: 'replica',
      archive_mode: 'on',
      archive_command: `${script('archive-wal.sh')} %p %f ${archive}`,
      archive_timeout: '60s',
    });
    await primary.start();
    await primary.query('create database onexpay');
    cluster = await startServerCluster(
      'restore-drill',
      ['a'],
      undefined,
      {},
      { database: { url: primary.url('onexpay'), drop: async () => undefined } },
    );
  }, 120_000);

  afterAll(async () => {
    await cluster?.close();
    await restoredCluster?.close();
    await servers?.close();
  }, 60_000);

  it('holds every payment acknowledged before the time, none after, the ledger balanced', async ({
    annotate,
  }) => {
    if (cluster === undefined || servers === undefined) throw new Error('the servers did not start');
    const began = Date.now();
    const [a] = cluster.servers;
    if (a === undefined) throw new Error('no server');
    const customers: Customer[] = await registerCustomers([a.base], CUSTOMERS);
    const deposits = planDeposits(customers, PER_CUSTOMER);
    const [beforeBackup, beforeT, afterT] = [0, 1, 2].map((batch) =>
      deposits.slice(batch * BATCH, (batch + 1) * BATCH),
    );
    const later = deposits[3 * BATCH];
    if (beforeBackup === undefined || beforeT === undefined || afterT === undefined || later === undefined)
      throw new Error('deposits');

    const first = await pay(a.base, beforeBackup);
    await waitUntilDelivered(cluster.client, BATCH, 60_000);

    const backupStarted = Date.now();
    await asPostgres(script('base-backup.sh'), [
      backups,
      '--',
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
    ]);
    const backupSeconds = seconds(backupStarted);
    const [backup, ...others] = await filesIn(backups);
    expect(others).toEqual([]);
    // A verified backup: named by its UTC start time (no .partial left), the tar files and the manifest.
    expect(backup).toMatch(/^\d{4}-\d{2}-\d{2}T\d{6}Z$/);
    expect(await filesIn(join(backups, backup ?? ''))).toEqual([
      'backup_manifest',
      'base.tar.gz',
      'pg_wal.tar.gz',
    ]);

    const second = await pay(a.base, beforeT);
    await waitUntilDelivered(cluster.client, 2 * BATCH, 60_000);
    // What the database holds at T: every payment acknowledged so far, delivered.
    const atT = (
      await cluster.client.query<{ reference: string; status_code: number }>(
        'select reference, status_code from transactions order by reference',
      )
    ).rows;
    const [{ time } = { time: '' }] = await primary.query<{ time: string }>(
      `select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as time`,
    );
    await switchWalArchived(primary);

    const third = await pay(a.base, afterT);
    // Acknowledged means committed: the 10 after T are in the database, and the switch below archives them. A
    // restore that went past T would bring them back.
    const { rows: counted } = await cluster.client.query<{ n: number }>(
      'select count(*)::int as n from transactions',
    );
    expect(counted).toEqual([{ n: 3 * BATCH }]);
    await switchWalArchived(primary);
    const [archiver] = await primary.query<{ archived: number; failed: number }>(
      'select archived_count::int as archived, failed_count::int as failed from pg_stat_archiver',
    );
    expect(archiver?.failed).toBe(0);

    // The product and its database stop (the disaster); the drill restores elsewhere.
    await cluster.close();
    cluster = undefined;
    await primary.stop('fast');

    const restoreStarted = Date.now();
    const dataDir = join(await servers.folderFor('restored'), 'data');
    // --sans-archivage: a drill must not write its own timeline into the archive it restores from.
    await asPostgres(script('restore.sh'), [
      '--sans-archivage',
      join(backups, backup ?? ''),
      archive,
      dataDir,
      time,
    ]);
    const restored = await servers.adopt('restored', dataDir);
    await restored.start().catch(async (error: unknown) => {
      throw new Error(`the restored server did not start:\n${await restored.log()}`, { cause: error });
    });
    const promoted = await waitUntil(
      async () =>
        (await restored.query<{ recovery: boolean }>('select pg_is_in_recovery() as recovery'))[0]
          ?.recovery === false,
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    expect(promoted, await restored.log()).toBe(true);
    const restoreSeconds = seconds(restoreStarted);
    const log = await restored.log();
    // Recovery stopped at T (before the first commit after it) and promoted, as restore.sh asked.
    expect(log).toMatch(/recovery stopping before commit of transaction \d+, time/);
    expect(log).toContain('selected new timeline ID: 2');
    expect(await restored.query('show archive_mode')).toEqual([{ archive_mode: 'off' }]);

    restoredCluster = await startServerCluster(
      'restore-drill-restored',
      ['r'],
      undefined,
      {},
      { database: { url: restored.url('onexpay'), drop: async () => undefined } },
    );
    const { client } = restoredCluster;
    const [r] = restoredCluster.servers;
    if (r === undefined) throw new Error('the product did not start on the restored database');

    // Every payment acknowledged before T, with its status at T; none of those acknowledged after.
    const held = (
      await client.query<{ reference: string; status_code: number }>(
        'select reference, status_code from transactions order by reference',
      )
    ).rows;
    expect(held).toEqual(atT);
    expect(new Set(held.map((row) => row.reference))).toEqual(
      new Set([...first, ...second].map((one) => one.reference)),
    );
    const lost = new Set(third.map((one) => one.reference));
    expect(held.filter((row) => lost.has(row.reference))).toEqual([]);
    const { openJobs, ...proof } = await readDepositProof(client);
    expect(proof).toEqual({
      transactions: 2 * BATCH,
      statuses: { 231: 2 * BATCH },
      keys: { 'done:answer': 2 * BATCH },
      keysWithoutTransaction: 0,
      transactionsWithoutKey: 0,
      transactionsWithSeveralKeys: 0,
      histories: { '>201 201>202 202>203 203>204 204>230 230>231': 2 * BATCH },
      operations: { total: 2 * BATCH, duplicated: 0 },
      entries: { collection: 2 * BATCH },
      duplicatedEntries: 0,
      unbalancedEntries: 0,
      entriesUnlikeDomain: 0,
      ledgerSums: { XOF: '0' },
    });
    // No payment's job left half done (the maintenance chains may be running at T: not counted).
    expect(Object.keys(openJobs).filter((job) => job.startsWith('transaction.'))).toEqual([]);
    const balances = await collectionBalances(client);
    expect(balances.actual).toEqual(balances.expected);

    // The restored product takes payments and delivers them: the ledger still balanced.
    await pay(r.base, [later]);
    await waitUntilDelivered(client, 2 * BATCH + 1, 60_000);
    const after = await readDepositProof(client);
    expect(after.ledgerSums).toEqual({ XOF: '0' });
    expect(after.unbalancedEntries).toBe(0);

    await annotate(
      `drill ${seconds(began)} s: base backup ${backupSeconds} s, restore to T and promotion ${restoreSeconds} s; ` +
        `${archiver?.archived} WAL files archived; ${held.length} payments before T kept, ${third.length} after T gone`,
    );
  }, 180_000);
});
