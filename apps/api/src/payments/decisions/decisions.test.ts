import { randomUUID } from 'node:crypto';
import { type BodyOf, unchecked } from '@1xpay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveTransaction } from '../../common/transitions.ts';
import { MASTER_ONLY } from '../../testing/expected-errors.ts';
import { agent, createTransaction, customer, master, type Signed, signIn } from '../../testing/fixtures.ts';
import { ONE_PERCENT_ON_DEPOSITS, paymentJourneys } from '../../testing/payment-journeys.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { errorOf } from '../../testing/test-client.ts';
import { REVERSED_MESSAGE } from './reverse-transaction.ts';

// The master admin's decisions on payments blocked by verification (235), with the sandbox processor: its payer
// numbers ending in 08 are paid, then blocked. FedaPay's refunds: decisions-fedapay.test.ts.

let t: TestApp;
let boss: Signed;
let journeys: ReturnType<typeof paymentJourneys>;

const NOT_BLOCKED = {
  error: 'conflict',
  message: "Cette transaction n'attend pas de décision : elle n'est pas (ou plus) bloquée.",
};

beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
  journeys = paymentJourneys(t);
  expect((await t.as(boss).post('/api/fees', ONE_PERCENT_ON_DEPOSITS)).status).toBe(200);
});
afterAll(() => t.close());

/** A deposit of `amount` paid from a number ending in 08, which the sandbox's verification blocks (235). */
async function blockedPayment(amount = 5_000) {
  const paid = await journeys.payFrom('08', { amount });
  await journeys.runJobs();
  expect((await journeys.statusOf(paid.reference))?.statusCode).toBe(235);
  return paid;
}

/** A payment collected and blocked from `phone` (any number, as the verification rules can block any). */
async function blockedFrom(payer: Signed, phone: string) {
  const row = await createTransaction(t.deps, payer.user, { statusCode: 204, payerPhone: phone });
  for (const to of [230, 235]) {
    await t.deps.db.transaction((tx) =>
      moveTransaction(tx, { reference: row.reference, to, source: 'system', now: t.clock.now() }),
    );
  }
  return row.reference;
}

function release(reference: string, reason = 'Client joint par téléphone : paiements légitimes.') {
  return t.as(boss).post(`/admin/transactions/${reference}/release`, { reason });
}

function reverse(reference: string, body: BodyOf<'/admin/transactions/:reference/reverse'>) {
  return t.as(boss).post(`/admin/transactions/${reference}/reverse`, body);
}

async function lastAudit() {
  return (await t.as(boss).get('/api/audit', { query: { limit: 1 } })).body.data[0];
}

describe('GET /1xpay/admin/transactions/blocked', () => {
  it('lists the blocked payments waiting for a decision, longest waiting first, a page at a time', async () => {
    const first = await blockedPayment(5_100);
    const second = await blockedPayment(5_200);
    const third = await blockedPayment(5_300);
    const page = await t.as(boss).get('/admin/transactions/blocked', { query: { limit: 2 } });
    expect(page.status).toBe(200);
    expect(page.body.data.map((item) => item.reference)).toEqual([first.reference, second.reference]);
    expect(page.body.data[0]).toMatchObject({
      statusCode: 235,
      message: 'Bloqué par le bac à sable (numéro de test …08).',
      payerPhone: first.phone,
      amount: 5_100,
      fees: 51,
      currency: 'XOF',
      blockedAt: expect.any(Number),
    });
    expect(page.body.next).toEqual(expect.any(String));
    const rest = await t.as(boss).get('/admin/transactions/blocked', {
      query: { limit: 2, after: page.body.next ?? '' },
    });
    expect(rest.body).toEqual({
      data: [expect.objectContaining({ reference: third.reference })],
      next: null,
    });

    // A decided payment leaves the list.
    expect((await release(second.reference)).status).toBe(200);
    const after = await t.as(boss).get('/admin/transactions/blocked');
    expect(after.body.data.map((item) => item.reference)).toEqual([first.reference, third.reference]);
  });

  it('is for the master admin only', async () => {
    // An agent of another country, so that the deliveries below have one eligible agent only.
    const regular = await agent(t.deps, { countries: ['TG'], allowedOperationsTypes: ['transfer'] });
    const refused = await t.as(regular).get('/admin/transactions/blocked');
    expect([refused.status, refused.body]).toEqual([403, MASTER_ONLY]);
    const release = await t.as(regular).post('/admin/transactions/1XP-ANY/release', { reason: 'x' });
    expect([release.status, release.body]).toEqual([403, MASTER_ONLY]);
  });
});

describe('POST /1xpay/admin/transactions/{reference}/release', () => {
  it('sends a blocked payment to delivery (231) with an operation assigned as usual, and audits who and why', async () => {
    const delivering = await agent(t.deps, { countries: ['BJ'], allowedOperationsTypes: ['deposit'] });
    const { reference } = await blockedPayment();
    const released = await release(reference, 'Pièce d’identité vérifiée.');
    expect(released.status).toBe(200);
    expect(released.body).toEqual({
      transactionReference: reference,
      statusCode: 231,
      message: null,
      finished: false,
      refund: null,
    });
    expect(await journeys.operationOf(reference)).toMatchObject({
      adminId: delivering.user.id,
      operationStatus: 'pending',
    });
    // The money stays in transit: no new ledger entry until it is delivered.
    expect(await journeys.ledgerKinds(reference)).toEqual(['collection']);
    expect(await lastAudit()).toMatchObject({
      actorId: boss.user.id,
      action: 'transaction.release',
      target: `transaction:${reference}`,
      before: { statusCode: 235 },
      after: { statusCode: 231, reason: 'Pièce d’identité vérifiée.' },
    });

    // Delivered like any other payment.
    const completed = await t.as(delivering).post(`/admin/operations/${reference}/complete`);
    expect(completed.status).toBe(200);
    expect((await journeys.statusOf(reference))?.statusCode).toBe(200);
    expect((await journeys.ledgerKinds(reference)).sort()).toEqual(['collection', 'delivery']);
  });

  it('answers a second decision 409, whichever it is, and changes nothing', async () => {
    const { reference } = await blockedPayment();
    expect((await release(reference)).status).toBe(200);
    const auditBefore = await lastAudit();
    for (const again of [release(reference), reverse(reference, { reason: 'Fraude' })]) {
      const response = await again;
      expect([response.status, errorOf(response)]).toEqual([409, NOT_BLOCKED]);
    }
    expect((await journeys.statusOf(reference))?.statusCode).toBe(231);
    expect(await lastAudit()).toEqual(auditBefore);
    expect(await journeys.refundOf(boss, reference)).toBeUndefined();
  });

  it('takes one of two decisions sent at once (a double click): the other is a 409', async () => {
    const { reference } = await blockedPayment();
    const answers = await Promise.all([release(reference), reverse(reference, { reason: 'Fraude' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect([231, 528]).toContain((await journeys.statusOf(reference))?.statusCode);
  });

  it('needs a reason (400, nothing changes); 404 for an unknown payment, 409 for one not blocked', async () => {
    const { reference } = await blockedPayment();
    const noReason = await t.as(boss).post(`/admin/transactions/${reference}/release`, unchecked({}));
    expect(noReason.status).toBe(400);
    expect(errorOf(noReason)).toMatchObject({ error: 'validation_failed', fields: [{ field: 'reason' }] });
    const blank = await release(reference, '   ');
    expect(blank.status).toBe(400);
    expect((await journeys.statusOf(reference))?.statusCode).toBe(235);

    const unknown = await release('1XP-NOPE-0001');
    expect([unknown.status, errorOf(unknown)]).toEqual([
      404,
      { error: 'not_found', message: 'Transaction introuvable.' },
    ]);
    const payer = await customer(t.deps);
    const waiting = await createTransaction(t.deps, payer.user, { statusCode: 204 });
    expect((await release(waiting.reference)).status).toBe(409);
  });
});

describe('POST /1xpay/admin/transactions/{reference}/reverse', () => {
  it('ends a blocked payment at 528 with its message, reverses the ledger and refunds amount and fees', async () => {
    const { reference, payer, phone } = await blockedPayment(6_000);
    const again = (key: string) =>
      t
        .as(payer)
        .post(
          '/api/transactions',
          { type: 'deposit', country: 'BJ', operator: 'mtn', payerPhone: phone, amount: 6_000 },
          { idempotencyKey: key },
        );
    // Blocked, the money holds the payer's number: the same amount again is refused (408).
    const refused = await again(randomUUID());
    expect(refused.body).toMatchObject({ error: 'payment_refused', statusCode: 408 });

    const message = 'Paiement refusé après vérification : votre argent vous est rendu.';
    const reversed = await reverse(reference, { reason: 'Numéro signalé pour fraude.', message });
    expect(reversed.status).toBe(200);
    // The customer reads the master's words, then that the money is on its way back (decision 042).
    const told = `${message} Le montant payé, frais compris, vous est remboursé.`;
    expect(reversed.body).toEqual({
      transactionReference: reference,
      statusCode: 528,
      message: told,
      finished: true,
      refund: {
        transactionReference: reference,
        amount: 6_060,
        currency: 'XOF',
        phone,
        processor: 'sandbox',
        status: 'pending',
        processorReference: null,
        failure: null,
        attempts: 0,
        outsideReference: null,
        outsideReason: null,
        createdAt: t.clock.now().getTime(),
        updatedAt: t.clock.now().getTime(),
      },
    });
    expect((await journeys.ledgerKinds(reference)).sort()).toEqual(['collection', 'reversal']);
    const statuses = await t.as(payer).post('/statuses', { references: [reference] });
    expect(statuses.body[reference]).toEqual({
      transactionReference: reference,
      statusCode: 528,
      message: told,
      finished: true,
    });
    expect(await lastAudit()).toMatchObject({
      actorId: boss.user.id,
      action: 'transaction.reverse',
      target: `transaction:${reference}`,
      after: {
        statusCode: 528,
        message: told,
        reason: 'Numéro signalé pour fraude.',
        refund: { amount: 6_060, currency: 'XOF', phone },
      },
    });

    // The refund job sends it through the processor.
    await journeys.runDueJobs();
    expect(await journeys.refundOf(boss, reference)).toMatchObject({
      status: 'sent',
      processorReference: `sbx_refund_${reference}`,
      failure: null,
    });
    // Sent: the ledger books the refund out of the processor's account, and the customer is told it is done.
    expect((await journeys.ledgerKinds(reference)).sort()).toEqual(['collection', 'refund', 'reversal']);
    // The dashboard's detail names each entry by its kind (the refund was once shown as a collection).
    const detail = await t.as(boss).get(`/admin/transactions/${reference}`);
    expect(detail.body.ledger.map((entry) => entry.kind)).toEqual(['collection', 'reversal', 'refund']);
    expect((await journeys.statusOf(reference))?.message).toBe(
      `${message} Le montant payé, frais compris, vous a été remboursé.`,
    );
    // The payer's number is free again for that amount.
    expect((await again(randomUUID())).status).toBe(201);
    const balances = (await t.as(boss).get('/api/ledger/balances')).body.data;
    expect(balances.filter((row) => row.balance < 0)).toEqual([]);
  });

  it('shows the customer the default message when the master writes none', async () => {
    const { reference } = await blockedPayment();
    const reversed = await reverse(reference, { reason: 'Compte usurpé.' });
    expect(reversed.body).toMatchObject({ statusCode: 528, message: REVERSED_MESSAGE });
    expect(REVERSED_MESSAGE).toBe(
      'Paiement annulé après vérification. Le montant payé, frais compris, vous est remboursé.',
    );
  });

  it('keeps a refund the processor refuses at every try as failed, with its reason, for a person to handle', async () => {
    const payer = await customer(t.deps);
    const reference = await blockedFrom(payer, '+2290196777709');
    expect((await reverse(reference, { reason: 'Fraude avérée.' })).status).toBe(200);
    await journeys.runDueJobs();
    await journeys.runRefundRetries();
    boss = { ...boss, apiKey: await signIn(t.deps, boss.user, 'dashboard') }; // an hour later: a new session
    const failed = await t.as(boss).get('/admin/refunds', { query: { status: 'failed' } });
    expect(failed.body.data).toEqual([
      expect.objectContaining({
        transactionReference: reference,
        status: 'failed',
        failure: 'Le bac à sable refuse les paiements vers les numéros finissant par 09.',
      }),
    ]);
    expect((await journeys.statusOf(reference))?.statusCode).toBe(528);
    const sent = await t.as(boss).get('/admin/refunds', { query: { status: 'sent' } });
    expect(sent.body.data.every((refund) => refund.status === 'sent')).toBe(true);
    expect(sent.body.data.length).toBeGreaterThan(0);
  });
});
