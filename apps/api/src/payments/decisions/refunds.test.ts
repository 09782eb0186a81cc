import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGrants, jobs, ledgerEntries, ledgerPostings } from '../../db/schema.ts';
import { agent, master, type Signed, signIn } from '../../testing/fixtures.ts';
import { ONE_PERCENT_ON_DEPOSITS, paymentJourneys } from '../../testing/payment-journeys.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { errorOf } from '../../testing/test-client.ts';
import { REFUND_MAX_ATTEMPTS } from './refund-transaction.ts';

// Decision 042: once collected, a payment ends delivered or refunded. Every end without delivery opens a refund
// through the processor (the sandbox refunds at once, and refuses numbers ending in 09); a refund refused at every
// try is failed, for the master admin to retry or to record as paid outside the system.

let t: TestApp;
let boss: Signed;
let second: Signed;
/** An agent whose grant does not cover the refunded payment (Benin's withdrawals, not its deposits). */
let narrow: Signed;
let journeys: ReturnType<typeof paymentJourneys>;

beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
  // The second admin may approve any change (decision 046): a grant over everything, a day old.
  second = await agent(t.deps, {
    countries: ['BJ', 'BF', 'CI', 'ML', 'SN', 'TG', 'GA'],
    allowedOperationsTypes: ['deposit', 'withdrawal', 'transfer'],
  });
  narrow = await agent(t.deps, { countries: ['BJ'], allowedOperationsTypes: ['withdrawal'] });
  await t.deps.db
    .update(adminGrants)
    .set({ widenedAt: new Date(t.clock.now().getTime() - 25 * 3_600_000) })
    .where(inArray(adminGrants.adminId, [second.user.id, narrow.user.id]));
  journeys = paymentJourneys(t);
  expect((await t.as(boss).post('/api/fees', ONE_PERCENT_ON_DEPOSITS)).status).toBe(200);
});
afterAll(() => t.close());

const FAILURE = 'Compte 1xBet introuvable pour cet identifiant.';
const REFUNDING = `${FAILURE} Le montant payé, frais compris, vous est remboursé.`;
const REFUNDED = `${FAILURE} Le montant payé, frais compris, vous a été remboursé.`;

/** A deposit of 5 000 (fees 50) from a number ending in `ending`, paid, whose delivery the agent then fails. */
async function failedDelivery(ending: string) {
  const paid = await journeys.payFrom(ending);
  await journeys.runJobs();
  expect((await journeys.statusOf(paid.reference))?.statusCode).toBe(231);
  const failed = await t
    .as(boss)
    .post(`/admin/operations/${paid.reference}/fail`, { failureMessage: FAILURE });
  expect(failed.status).toBe(200);
  return paid;
}

/** A refund the sandbox refused at every try (its payer's number ends in 09): failed. */
async function failedRefund() {
  const paid = await failedDelivery('09');
  await journeys.runDueJobs();
  await journeys.runRefundRetries();
  // An hour later: new sessions.
  boss = { ...boss, apiKey: await signIn(t.deps, boss.user, 'dashboard') };
  second = { ...second, apiKey: await signIn(t.deps, second.user, 'dashboard') };
  narrow = { ...narrow, apiKey: await signIn(t.deps, narrow.user, 'dashboard') };
  expect(await journeys.refundOf(boss, paid.reference)).toMatchObject({ status: 'failed' });
  return paid;
}

/** Each account's balance moved by one transaction's postings (debit positive). */
async function postingsOf(reference: string) {
  const rows = await t.deps.db
    .select({ account: ledgerPostings.account, amount: sql<string>`sum(${ledgerPostings.amount})` })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(eq(ledgerEntries.reference, reference))
    .groupBy(ledgerPostings.account);
  return Object.fromEntries(rows.map((row) => [row.account, BigInt(row.amount)]));
}

function refundJobsOf(reference: string) {
  return t.deps.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'transaction.refund'), sql`${jobs.payload}->>'reference' = ${reference}`));
}

async function lastAudit() {
  return (await t.as(boss).get('/api/audit', { query: { limit: 1 } })).body.data[0];
}

const NOT_FAILED = {
  error: 'conflict',
  message:
    'Ce remboursement n’a pas échoué\u202f: il est en cours, envoyé ou déjà réglé hors du système, et ne se relance ni ne se règle à la main.',
};

describe('a delivery that fails after the money was collected', () => {
  it('refunds amount and fees through the processor, and books the refund once it is sent', async () => {
    const { reference, phone, payer } = await failedDelivery('00');
    // In the failure's own database transaction: the refund and its job, and the customer told.
    expect(await journeys.refundOf(boss, reference)).toMatchObject({
      status: 'pending',
      amount: 5_050,
      currency: 'XOF',
      phone,
      attempts: 0,
    });
    expect(await refundJobsOf(reference)).toHaveLength(1);
    expect((await journeys.statusOf(reference))?.message).toBe(REFUNDING);
    // The reversal owes the money back; it has not left the processor yet.
    expect(await postingsOf(reference)).toEqual({
      'processor_clearing:sandbox': 5_050n,
      customer_funds_in_transit: 0n,
      fees_revenue: 0n,
      refunds_due: -5_050n,
    });

    await journeys.runDueJobs();
    expect(await journeys.refundOf(boss, reference)).toMatchObject({ status: 'sent' });
    expect((await journeys.ledgerKinds(reference)).sort()).toEqual(['collection', 'refund', 'reversal']);
    // Collected = refunded: every account this payment touched is back to zero.
    expect(await postingsOf(reference)).toEqual({
      'processor_clearing:sandbox': 0n,
      customer_funds_in_transit: 0n,
      fees_revenue: 0n,
      refunds_due: 0n,
    });
    const statuses = await t.as(payer).post('/statuses', { references: [reference] });
    expect(statuses.body[reference]).toMatchObject({ statusCode: 528, message: REFUNDED, finished: true });
    // The job run again (a retry after a crash) books nothing more.
    await t.deps.db.insert(jobs).values({
      kind: 'transaction.refund',
      payload: { reference },
      runAt: t.clock.now(),
      createdAt: t.clock.now(),
    });
    await journeys.runDueJobs();
    expect((await journeys.ledgerKinds(reference)).sort()).toEqual(['collection', 'refund', 'reversal']);
  });
});

describe('a refund the processor refuses', () => {
  it('is tried again after a pause, then failed after the last try and listed for the master admin', async () => {
    const { reference } = await failedDelivery('09');
    await journeys.runDueJobs();
    expect(await journeys.refundOf(boss, reference)).toMatchObject({
      status: 'pending',
      attempts: 1,
      failure: 'Le bac à sable refuse les paiements vers les numéros finissant par 09.',
    });
    await journeys.runRefundRetries();
    boss = { ...boss, apiKey: await signIn(t.deps, boss.user, 'dashboard') };
    const failed = await t.as(boss).get('/admin/refunds', { query: { status: 'failed' } });
    expect(failed.body.data).toEqual([
      expect.objectContaining({
        transactionReference: reference,
        status: 'failed',
        attempts: REFUND_MAX_ATTEMPTS,
      }),
    ]);
    expect(await refundJobsOf(reference)).toHaveLength(REFUND_MAX_ATTEMPTS);
    expect(await journeys.ledgerKinds(reference)).not.toContain('refund');
  });

  it('is sent again when the master admin retries it, audited; a refund not failed is a 409', async () => {
    const { reference } = await failedRefund();
    const retried = await t
      .as(boss)
      .post(`/admin/refunds/${reference}/retry`, { reason: 'Le client a réactivé son compte.' });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ transactionReference: reference, status: 'pending', attempts: 0 });
    expect(await lastAudit()).toMatchObject({
      actorId: boss.user.id,
      action: 'refund.retry',
      target: `refund:${reference}`,
      after: { status: 'pending', reason: 'Le client a réactivé son compte.' },
    });
    const twice = await t.as(boss).post(`/admin/refunds/${reference}/retry`, { reason: 'Double clic.' });
    expect([twice.status, errorOf(twice)]).toEqual([409, NOT_FAILED]);
    // Its job runs at once: refused again by the sandbox, it counts a first try.
    await journeys.runDueJobs();
    expect(await journeys.refundOf(boss, reference)).toMatchObject({ status: 'pending', attempts: 1 });
    const unknown = await t.as(boss).post('/admin/refunds/1XP-NOPE/retry', { reason: 'Essai.' });
    expect(unknown.status).toBe(404);
  });
});

describe('a refund paid outside the system', () => {
  const outside = {
    reason: 'Rendu par transfert MTN depuis le compte du service.',
    outsideReference: 'MP261128.1234',
  };

  it('is recorded by the master admin with its reason and reference, booked, and the customer told', async () => {
    const { reference } = await failedRefund();
    const missing = await t.as(boss).post(`/admin/refunds/${reference}/paid-outside`, {
      reason: 'Sans référence.',
      outsideReference: '  ',
    });
    expect(missing.status).toBe(400);
    expect(await journeys.refundOf(boss, reference)).toMatchObject({ status: 'failed' });

    const paid = await t.as(boss).post(`/admin/refunds/${reference}/paid-outside`, outside);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      pendingChangeId: null,
      refund: {
        status: 'paid_outside',
        outsideReference: outside.outsideReference,
        outsideReason: outside.reason,
      },
    });
    expect((await journeys.ledgerKinds(reference)).sort()).toEqual([
      'collection',
      'refund_outside',
      'reversal',
    ]);
    expect(await postingsOf(reference)).toMatchObject({ refunds_due: 0n, refunds_paid_outside: -5_050n });
    expect((await journeys.statusOf(reference))?.message).toBe(REFUNDED);
    // The transaction's detail says so (not an answer its schema refuses).
    const detail = await t.as(boss).get(`/admin/transactions/${reference}`);
    expect([detail.status, detail.body.refund?.status]).toEqual([200, 'paid_outside']);
    expect(await lastAudit()).toMatchObject({
      actorId: boss.user.id,
      action: 'refund.paidOutside',
      after: { status: 'paid_outside', ...outside },
    });
    const again = await t.as(boss).post(`/admin/refunds/${reference}/paid-outside`, outside);
    expect([again.status, errorOf(again)]).toEqual([409, NOT_FAILED]);
    const retry = await t.as(boss).post(`/admin/refunds/${reference}/retry`, { reason: 'Essai.' });
    expect(retry.status).toBe(409);
  });

  it('waits for a second admin while four-eyes is on, and is booked when they approve', async () => {
    const { reference } = await failedRefund();
    expect((await t.as(boss).post('/admin/fourEyes', { enabled: true })).status).toBe(200);
    try {
      const proposed = await t.as(boss).post(`/admin/refunds/${reference}/paid-outside`, outside);
      expect(proposed.status).toBe(200);
      const id = proposed.body.pendingChangeId ?? '';
      expect(id).not.toBe('');
      expect(proposed.body.refund).toMatchObject({ status: 'failed' });
      expect(await journeys.ledgerKinds(reference)).not.toContain('refund_outside');
      const listed = await t.as(second).get('/admin/pendingChanges');
      expect(listed.body.data.find((change) => change.id === id)).toMatchObject({
        kind: 'refundOutside',
        state: 'pending',
        stale: false,
        proposed: { reference, ...outside },
      });

      expect((await t.as(boss).post(`/admin/pendingChanges/${id}/approve`)).status).toBe(403);
      // An approver's grant must cover the payment's country and type (decision 046).
      expect((await t.as(narrow).post(`/admin/pendingChanges/${id}/approve`)).status).toBe(403);
      const approved = await t.as(second).post(`/admin/pendingChanges/${id}/approve`);
      expect(approved.status, approved.text).toBe(200);
      expect(approved.body.data).toMatchObject({ state: 'approved', decidedBy: second.user.id });
      expect(await journeys.refundOf(boss, reference)).toMatchObject({
        status: 'paid_outside',
        outsideReference: outside.outsideReference,
      });
      expect((await journeys.ledgerKinds(reference)).sort()).toEqual([
        'collection',
        'refund_outside',
        'reversal',
      ]);
      const audit = (await t.as(boss).get('/api/audit', { query: { limit: 2 } })).body.data;
      expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([
        ['refund.paidOutside.approve', second.user.id],
        ['refund.paidOutside', second.user.id],
      ]);
    } finally {
      // Turning four-eyes off waits for the second admin too (decision 046).
      const off = await t.as(boss).post('/admin/fourEyes', { enabled: false });
      expect(off.status).toBe(202);
      const change = off.body as unknown as { id: string };
      expect((await t.as(second).post(`/admin/pendingChanges/${change.id}/approve`)).status).toBe(200);
    }
  });
});
