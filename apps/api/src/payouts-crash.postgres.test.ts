import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookEntries, entryOf } from './common/transitions.ts';
import * as schema from './db/schema.ts';
import { enqueue } from './jobs/queue.ts';
import { PAYOUT_JOB } from './payments/payouts/pay-out-transaction.ts';
import { registerCustomers, waitUntil } from './testing/deposit-load.ts';
import {
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  type FakeFedapay,
  startFakeFedapay,
} from './testing/fedapay/fake-fedapay.ts';
import { type ServerCluster, startServerCluster } from './testing/servers/server-cluster.ts';
import { kill } from './testing/servers/server-process.ts';

// Runs only in the PostgreSQL suite. Two server processes, as `npm start` runs them, on one database and FedaPay's
// local fake, deliver a burst of transfers by payout (decision 061); one is killed with SIGKILL in the middle, then
// started again. FedaPay is slow on purpose (each call takes a while), so the kill lands between a call and the
// storing of its answer: a create whose id was never stored, a start whose answer never came. The jobs the dead
// process had claimed are taken again when their claim lapses (5 s here). No payout may be started twice at
// FedaPay, none may be lost: every transfer ends delivered (200), its payout sent, its delivery booked once.

const PAYOUTS = 120;
/** The kill comes once FedaPay has started this many payouts. */
const KILL_AFTER = 30;
/** How long each FedaPay call takes (the kill then finds calls in flight). */
const CALL_MS = 150;

describe('a server killed with SIGKILL during a burst of payouts, then restarted', () => {
  let fake: FakeFedapay;
  let cluster: ServerCluster;
  beforeAll(async () => {
    fake = await startFakeFedapay();
    cluster = await startServerCluster('payouts', ['a', 'b'], undefined, {
      JOB_CLAIM_SECONDS: '5',
      PAYMENT_PROCESSOR: 'fedapay',
      FEDAPAY_API_URL: fake.url,
      FEDAPAY_SECRET_KEY: FAKE_SECRET_KEY,
      FEDAPAY_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      FEDAPAY_PAYOUTS: '1',
    });
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
    await fake?.close();
  }, 60_000);

  /**
   * `PAYOUTS` transfers collected and verified (231, the collection booked), each to a number of its own, their
   * payouts written and queued: what a burst of verifications leaves for the payout job.
   */
  async function seedBurst(senderId: string): Promise<string[]> {
    const db = drizzle(cluster.client, { schema });
    const now = new Date();
    const references: string[] = [];
    await db.transaction(async (tx) => {
      for (let i = 0; i < PAYOUTS; i += 1) {
        const reference = `1XP-CRASH-PAYOUT-${String(i).padStart(4, '0')}`;
        const phone = `+2290198${String(i).padStart(6, '0')}`;
        const [row] = await tx
          .insert(schema.transactions)
          .values({
            reference,
            senderId,
            type: 'transfer',
            country: 'BJ',
            operator: 'mtn',
            payerPhone: `+2290196${String(i).padStart(6, '0')}`,
            beneficiaryPhone: phone,
            beneficiaryCountry: 'BJ',
            beneficiaryOperator: 'mtn',
            amount: 10_000n + BigInt(i),
            fees: 100n,
            currency: 'XOF',
            statusCode: 231,
            processor: 'fedapay',
            processorReference: `fp_${i}`,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (row === undefined) throw new Error('transaction not written');
        await bookEntries(tx, [{ entry: entryOf(row, 'collection'), at: now }]);
        await tx.insert(schema.payouts).values({
          reference,
          processor: 'fedapay',
          amount: row.amount,
          currency: 'XOF',
          phone,
          country: 'BJ',
          operator: 'mtn',
          createdAt: now,
          updatedAt: now,
        });
        await enqueue(tx, PAYOUT_JOB, { reference }, now);
        references.push(reference);
      }
    });
    return references;
  }

  it('starts each payout once at FedaPay and delivers every transfer once', async ({ annotate }) => {
    const { client, servers } = cluster;
    const [first] = servers;
    if (first === undefined) throw new Error('servers did not start');
    await registerCustomers(
      servers.map((server) => server.base),
      1,
    );
    const { rows: senders } = await client.query<{ id: string }>('select id from users limit 1');
    const senderId = senders[0]?.id;
    if (senderId === undefined) throw new Error('no sender');

    fake.delayNext(Number.POSITIVE_INFINITY, CALL_MS);
    const started = () => fake.payouts.filter((payout) => payout.status !== 'pending');
    // FedaPay sends what was started, a moment later (the jobs read it back).
    const settling = setInterval(() => {
      for (const payout of fake.payouts)
        if (payout.status === 'started') fake.settlePayout(payout.id, 'sent');
    }, 200);
    try {
      const references = await seedBurst(senderId);
      expect(
        await waitUntil(async () => started().length >= KILL_AFTER, { timeoutMs: 60_000, intervalMs: 5 }),
      ).toBe(true);
      expect(await kill(first)).toBe('SIGKILL');
      const atKill = started().length;
      // Killed in the middle of the burst, or the test proves nothing.
      expect(atKill).toBeLessThan(PAYOUTS);
      await cluster.startAnother('a2');

      const delivered = async () => {
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from transactions where reference like '1XP-CRASH-PAYOUT-%' and status_code = 200`,
        );
        return (rows[0]?.n ?? 0) === PAYOUTS;
      };
      // Read back every 30 s (PAYOUT_CHECK_MS), claims of the dead process taken again after 5 s: bounded.
      await waitUntil(delivered, { timeoutMs: 240_000, intervalMs: 500 });

      // At FedaPay: per transfer, exactly one payout started (and sent); a payout created whose id was lost in
      // the crash stays `pending`, never started, and moves no money.
      const byReference = new Map<string, { started: number; pending: number }>();
      for (const payout of fake.payouts) {
        const reference = String(payout.custom_metadata?.reference ?? '');
        const counts = byReference.get(reference) ?? { started: 0, pending: 0 };
        if (payout.status === 'pending') counts.pending += 1;
        else counts.started += 1;
        byReference.set(reference, counts);
      }
      expect(references.filter((reference) => byReference.get(reference)?.started !== 1)).toEqual([]);
      const starts = fake.requests
        .filter((request) => request.method === 'PUT' && request.path === '/v1/payouts/start')
        .flatMap((request) => (request.body as { payouts: { id: number }[] }).payouts.map((p) => p.id));
      expect(new Set(starts).size).toBe(starts.length);
      const orphans = [...byReference.values()].reduce((sum, counts) => sum + counts.pending, 0);

      // In our database: every payout sent with the id FedaPay started, each delivery booked once, the money in
      // transit back to zero (collected = delivered).
      const { rows: payoutRows } = await client.query<{ status: string; n: number }>(
        `select status, count(*)::int as n from payouts where reference like '1XP-CRASH-PAYOUT-%' group by status`,
      );
      expect(payoutRows).toEqual([{ status: 'sent', n: PAYOUTS }]);
      const { rows: mismatched } = await client.query(
        `select p.reference from payouts p where p.reference like '1XP-CRASH-PAYOUT-%'
           and p.processor_reference not in (select unnest($1::text[]))`,
        [fake.payouts.filter((payout) => payout.status === 'sent').map((payout) => String(payout.id))],
      );
      expect(mismatched).toEqual([]);
      const { rows: deliveries } = await client.query<{ n: number }>(
        `select count(*)::int as n from ledger_entries where reference like '1XP-CRASH-PAYOUT-%' and kind = 'delivery'`,
      );
      expect(deliveries[0]?.n).toBe(PAYOUTS);
      const { rows: inTransit } = await client.query<{ total: string | null }>(
        `select sum(p.amount)::text as total from ledger_postings p join ledger_entries e on e.id = p.entry_id
          where e.reference like '1XP-CRASH-PAYOUT-%' and p.account = 'customer_funds_in_transit'`,
      );
      expect(inTransit[0]?.total).toBe('0');
      const { rows: operationRows } = await client.query<{ n: number }>(
        `select count(*)::int as n from operations where transaction_reference like '1XP-CRASH-PAYOUT-%'`,
      );
      expect(operationRows[0]?.n).toBe(0);
      const { rows: retaken } = await client.query<{ n: number }>(
        `select count(*)::int as n from jobs where kind = $1 and attempts > 1`,
        [PAYOUT_JOB],
      );
      // The dead process's claims were taken again (else the crash cut nothing).
      expect(retaken[0]?.n ?? 0).toBeGreaterThan(0);
      await annotate(
        `${atKill} payouts started when killed; ${orphans} created whose id the crash lost (never started); ${retaken[0]?.n ?? 0} payout jobs run more than once`,
      );
    } finally {
      clearInterval(settling);
    }
  }, 420_000);
});
