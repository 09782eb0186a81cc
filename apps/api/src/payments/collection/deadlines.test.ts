import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bootstrap } from '../../bootstrap.ts';
import { jobs } from '../../db/schema.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { FakeFedapay } from '../../testing/fedapay/fake-fedapay.ts';
import { type FedapaySuite, fedapaySuite } from '../../testing/fedapay/fedapay-journeys.ts';
import type { Signed } from '../../testing/fixtures.ts';
import { jobsOf, killJobsOf, stuckPayments } from '../../testing/stuck-payments.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { REFUND_CHECK_MS } from '../decisions/refund-transaction.ts';
import { SWEEP_JOB } from './sweep-payments.ts';

// Every payment reaches a final status by its deadline (PAYMENT_EXPIRY_MINUTES after it was created, 10 here),
// whatever happens to its jobs and to the processor; money collected at the processor after that is never lost.

let fake: FakeFedapay;
let t: TestApp;
let boss: Signed;
let journeys: FedapaySuite['journeys'];
fedapaySuite((suite) => {
  ({ fake, t, boss, journeys } = suite);
});
const EXPIRY_MS = 10 * 60_000;

/** Moves the clock `ms` ahead by steps of `step`, running the jobs due at each step. */
async function live(ms: number, step = 10_000) {
  for (let spent = 0; spent < ms; spent += step) {
    t.clock.advance(step);
    await journeys.runDueJobs();
  }
}

async function sweep() {
  await enqueue(t.deps.db, SWEEP_JOB, {}, t.clock.now());
  await journeys.runDueJobs();
}

describe('payments through a processor outage', () => {
  it('keeps trying longer than eight attempts, and goes on once the processor is back', async () => {
    fake.failNext(Number.POSITIVE_INFINITY, 503);
    const { reference } = await journeys.payFrom('55');
    await live(5 * 60_000);
    expect((await journeys.statusOf(reference))?.statusCode).toBe(201);
    const [job] = await jobsOf(t, reference);
    expect(job?.status).toBe('queued');
    expect(job?.attempts).toBeGreaterThan(8);

    fake.failNext(0, 503);
    await live(2 * 60_000);
    expect((await journeys.statusOf(reference))?.statusCode).toBe(204);
  });

  it('ends a payment at 451 by its deadline when the outage outlasts it, and the payer may pay again', async () => {
    fake.failNext(Number.POSITIVE_INFINITY, 503);
    const { reference, payer, phone } = await journeys.payFrom('55');
    await live(EXPIRY_MS);
    const row = await journeys.statusOf(reference);
    expect([row?.statusCode, row?.finished]).toEqual([451, true]);
    expect((await journeys.history(reference)).at(-1)).toBe('451:system');

    // The same amount from the same number was refused (408) while it waited; expired, it no longer blocks.
    const again = await t
      .as(payer)
      .post(
        '/api/transactions',
        { type: 'deposit', country: 'BJ', operator: 'mtn', payerPhone: phone, amount: 5_000 },
        { idempotencyKey: randomUUID() },
      );
    expect(again.status).toBe(201);
  });

  /** The one payout FedaPay holds for `reference`'s refund, sent, and the refund's job run until it knows. */
  async function refundSentAtFedapay(reference: string) {
    const payouts = fake.payouts.filter((payout) => payout.description === `Remboursement ${reference}`);
    expect(payouts).toHaveLength(1);
    fake.settlePayout(payouts[0]?.id ?? 0, 'sent');
    await live(REFUND_CHECK_MS, REFUND_CHECK_MS);
  }

  /** Paid after it expired: still 451, the money booked in and owed back, one refund on its way; told so. */
  async function expectRefundedAfterExpiry(reference: string) {
    const paid = await journeys.statusOf(reference);
    expect([paid?.statusCode, paid?.finished]).toEqual([451, true]);
    expect(paid?.paidAfterExpiryAt).toBeInstanceOf(Date);
    expect(paid?.message).toBe(
      'Votre paiement est arrivé après l’expiration du délai\u202f: il n’a pas été pris en compte. Le montant payé, frais compris, vous est remboursé.',
    );
    expect((await journeys.ledgerKinds(reference)).sort()).toEqual(['collection', 'reversal']);
    // Amount and fee: 5 000 and the tariff's 1 %.
    expect(await journeys.refundOf(boss, reference)).toMatchObject({ amount: 5_050, status: 'pending' });
    expect((await journeys.history(reference)).slice(-2)).toEqual([
      '451:system',
      expect.stringMatching(/^451:/),
    ]);
    // Nothing left for a person in the stuck list: the refund is under way.
    expect((await stuckPayments(t, boss)).map((item) => item.reference)).not.toContain(reference);
  }

  it('at the deadline, with FedaPay unreachable: 451; when FedaPay then says paid, the money goes back', async () => {
    const { reference, remote } = await journeys.depositAsked();
    fake.failNext(Number.POSITIVE_INFINITY, 503);
    await live(EXPIRY_MS, 60_000);
    const expired = await journeys.statusOf(reference);
    expect([expired?.statusCode, expired?.finished, expired?.paidAfterExpiryAt]).toEqual([451, true, null]);

    // The payer approved on their phone meanwhile; no webhook reaches us. FedaPay answers again: the poll says paid.
    fake.settle(remote.id, 'approved');
    fake.failNext(0, 503);
    await live(5 * 60_000, 60_000);
    await expectRefundedAfterExpiry(reference);

    await refundSentAtFedapay(reference);
    expect(await journeys.refundOf(boss, reference)).toMatchObject({ status: 'sent' });
    expect((await journeys.ledgerKinds(reference)).sort()).toEqual(['collection', 'refund', 'reversal']);
    expect((await journeys.statusOf(reference))?.message).toBe(
      'Votre paiement est arrivé après l’expiration du délai\u202f: il n’a pas été pris en compte. Le montant payé, frais compris, vous a été remboursé.',
    );
  });

  it('refunds a payment a late “approved” webhook says paid after it expired, once however often it comes', async () => {
    const { reference, remote } = await journeys.depositAsked();
    await live(EXPIRY_MS, 60_000);
    expect((await journeys.statusOf(reference))?.statusCode).toBe(451);
    fake.settle(remote.id, 'approved');
    const webhook = fake.webhook('transaction.approved', remote, { timestamp: journeys.nowSeconds() });
    expect((await journeys.deliver(webhook)).status).toBe(200);
    await journeys.runDueJobs();
    await expectRefundedAfterExpiry(reference);

    // The same news again under another event (not a duplicate webhook: it reaches the payment), then the
    // reconciliation's polls: nothing more is booked, no second refund.
    const again = fake.webhook('transaction.updated', remote, { timestamp: journeys.nowSeconds() });
    const delivered = await journeys.deliver(again);
    expect([delivered.status, delivered.body]).toEqual([200, { received: true, duplicate: false }]);
    await live(5 * 60_000, 60_000);
    expect((await journeys.ledgerKinds(reference)).sort()).toEqual(['collection', 'reversal']);
    expect((await journeys.history(reference)).filter((event) => event.startsWith('451:'))).toHaveLength(2);
    await refundSentAtFedapay(reference);
    expect((await journeys.ledgerKinds(reference)).sort()).toEqual(['collection', 'refund', 'reversal']);
    const due = (await t.as(boss).get('/api/ledger/balances')).body.data.find(
      (row) => row.account === 'refunds_due',
    );
    expect(due?.balance ?? 0).toBe(0);
  });
});

describe('the payments sweeper', () => {
  it('queues again the job of a payment that lost it, and a second sweep changes nothing', async () => {
    const { reference, remote } = await journeys.depositAsked();
    await killJobsOf(t, reference);
    await sweep();
    const live1 = (await jobsOf(t, reference)).filter((job) => job.status === 'queued');
    expect(live1.map((job) => job.kind)).toEqual(['transaction.poll']);
    await sweep();
    expect((await jobsOf(t, reference)).filter((job) => job.status === 'queued')).toHaveLength(1);

    fake.settle(remote.id, 'approved');
    await live(2 * 60_000);
    expect((await journeys.statusOf(reference))?.statusCode).toBe(231);
  });

  it('asks FedaPay one last time for an overdue payment whose job died: paid there, it is not expired', async () => {
    const { reference, remote } = await journeys.depositAsked();
    await killJobsOf(t, reference);
    fake.settle(remote.id, 'approved'); // the webhook is lost
    t.clock.advance(EXPIRY_MS);
    await sweep();
    expect((await journeys.statusOf(reference))?.statusCode).toBe(231);
    expect(await journeys.ledgerKinds(reference)).toEqual(['collection']);
  });

  it('expires an overdue payment whose job died once, however many sweeps run', async () => {
    const { reference } = await journeys.depositAsked();
    await killJobsOf(t, reference);
    t.clock.advance(EXPIRY_MS + 1);
    await sweep();
    await sweep();
    expect((await journeys.statusOf(reference))?.statusCode).toBe(451);
    expect((await journeys.history(reference)).filter((step) => step.startsWith('451'))).toEqual([
      '451:system',
    ]);
  });

  it('reschedules itself about 30 s later, one sweep at a time', async () => {
    await sweep();
    await sweep();
    const queued = await t.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, SWEEP_JOB), eq(jobs.status, 'queued')));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.runAt.getTime()).toBe(t.clock.now().getTime() + 30_000);
  });

  it('is scheduled at start, once however many processes start', async () => {
    await t.deps.db.delete(jobs).where(eq(jobs.kind, SWEEP_JOB));
    const deps = { ...t.deps, config: { ...t.deps.config, seedDemo: false } };
    await Promise.all([bootstrap(t.database, deps), bootstrap(t.database, deps)]);
    await bootstrap(t.database, deps);
    const queued = await t.deps.db.select().from(jobs).where(eq(jobs.kind, SWEEP_JOB));
    expect(queued.map((job) => [job.status, job.runAt.getTime()])).toEqual([
      ['queued', t.clock.now().getTime()],
    ]);
  });
});
