import { randomUUID } from 'node:crypto';
import { resolveTransactionStatus } from '@1xpay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { jobHandlers } from '../../jobs/handlers.ts';
import { runNextJob } from '../../jobs/queue.ts';
import { FORBIDDEN, FOREIGN_ORIGIN, NO_SESSION } from '../../testing/expected-errors.ts';
import { agent, customer, master, type Signed } from '../../testing/fixtures.ts';
import { paymentJourneys } from '../../testing/payment-journeys.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app.ts';
import { errorOf } from '../../testing/test-client.ts';

let t: TestApp;
let boss: Signed;
let journeys: ReturnType<typeof paymentJourneys>;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
  journeys = paymentJourneys(t);
});
afterAll(() => t.close());

/** What the customer's app shows: the status and operation records, resolved as §4 says. */
async function shown(payer: Signed, reference: string) {
  const references = { references: [reference] };
  const statuses = await t.visitor.post('/statuses', references, { query: { apikey: payer.apiKey } });
  const operationsShown = await t.visitor.post('/admin/getOperations', references, {
    query: { aipkey: payer.apiKey },
  });
  const status = statuses.body[reference];
  if (status === undefined) throw new Error(`no status for ${reference}: ${statuses.text}`);
  return resolveTransactionStatus(status, operationsShown.body[reference] ?? null);
}

describe('the sandbox processor: collection', () => {
  it.each([
    ['01', 450],
    ['02', 451],
    ['03', 460],
    ['04', 505],
    ['05', 461],
    ['06', 404],
    ['07', 452],
  ])('ends a payment from a number ending in %s with %i, booking nothing', async (ending, code) => {
    const { reference } = await journeys.payFrom(ending);
    await journeys.runJobs();
    expect(await journeys.statusOf(reference)).toMatchObject({ statusCode: code, finished: true });
    expect(await journeys.ledgerKinds(reference)).toEqual([]);
  });

  it('waits at 204 for any other number, until the customer approves or declines', async () => {
    const { reference: approved, payer } = await journeys.payFrom('42');
    const { reference: declined, payer: decliner } = await journeys.payFrom('43');
    await journeys.runJobs();
    expect((await journeys.statusOf(approved))?.statusCode).toBe(204);
    const yes = await t.as(payer).post(`/sandbox/transactions/${approved}/approve`);
    expect(yes.status).toBe(200);
    expect(yes.body).toEqual({ reference: approved, statusCode: 230, message: null, finished: false });
    const no = await t.as(decliner).post(`/sandbox/transactions/${declined}/decline`);
    expect(no.body).toEqual({ reference: declined, statusCode: 450, message: null, finished: true });
    const again = await t.as(decliner).post(`/sandbox/transactions/${declined}/approve`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'conflict',
      message: "Cette transaction n'attend pas l'approbation du client.",
    });
    const unknown = await t.as(payer).post('/sandbox/transactions/1XP-NOPE/approve');
    expect(unknown.status).toBe(404);
    // An approved payment is verified like any other.
    await journeys.runJobs();
    expect((await journeys.statusOf(approved))?.statusCode).toBe(231);
  });

  it('answers only the transaction’s customer or an admin, with a session; others see no such transaction', async () => {
    const waiting = async () => {
      const journey = await journeys.payFrom('44');
      await journeys.runJobs();
      return journey;
    };
    const { reference, payer } = await waiting();
    const path = `/sandbox/transactions/${reference}/approve` as const;
    expect(await t.visitor.post(path)).toMatchObject({ status: 401, body: NO_SESSION });
    const stranger = await customer(t.deps);
    expect(await t.as(stranger).post(path)).toMatchObject({
      status: 404,
      body: { error: 'not_found', message: 'Transaction introuvable.' },
    });
    expect((await journeys.statusOf(reference))?.statusCode).toBe(204);
    expect((await t.as(payer).post(path)).status).toBe(200);

    const byAgent = await waiting();
    const someAgent = await agent(t.deps, { countries: ['CI'], allowedOperationsTypes: ['transfer'] });
    const answered = await t.as(someAgent).post(`/sandbox/transactions/${byAgent.reference}/decline`);
    expect(answered.body).toMatchObject({ statusCode: 450 });
    const byMaster = await waiting();
    expect((await t.as(boss).post(`/sandbox/transactions/${byMaster.reference}/approve`)).status).toBe(200);

    // The answer is audited, with who gave it.
    const entries = await t.deps.db
      .select({ actorId: auditLog.actorId, action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.target, byAgent.reference));
    expect(entries).toEqual([
      { actorId: someAgent.user.id, action: 'sandbox.decline', after: { statusCode: 450 } },
    ]);
    await journeys.runJobs();
  });

  it('refuses a cookie-authenticated answer from another origin, like every change', async () => {
    const { reference, payer } = await journeys.payFrom('45');
    await journeys.runJobs();
    const path = `/sandbox/transactions/${reference}/approve` as const;
    for (const headers of [{ origin: 'https://evil.example' }, {}]) {
      const refused = await t.as(payer, { via: 'cookie', headers }).post(path);
      expect(refused).toMatchObject({ status: 403, body: FOREIGN_ORIGIN });
    }
    expect((await journeys.statusOf(reference))?.statusCode).toBe(204);
    const sameOrigin = await t.as(payer, { via: 'cookie', headers: { origin: TEST_ORIGIN } }).post(path);
    expect(sameOrigin.status).toBe(200);
    await journeys.runJobs();
  });

  it('shows each step through the statuses call the apps poll', async () => {
    const { reference, payer } = await journeys.payFrom('00');
    const seen: (number | undefined)[] = [];
    const handlers = jobHandlers(t.deps);
    for (let i = 0; i < 7; i += 1) {
      const statuses = await t.visitor.post(
        '/statuses',
        { references: [reference] },
        { query: { apikey: payer.apiKey } },
      );
      seen.push(statuses.body[reference]?.statusCode);
      t.clock.advance(t.deps.config.sandboxStepMs);
      await runNextJob(t.deps.db, handlers, t.clock.now);
    }
    expect([...new Set(seen)]).toEqual([201, 202, 203, 204, 230, 231]);
  });
});

describe('full journeys through the API', () => {
  it("reaches 'Réussi': paid, verified, delivered by the agent, collection and delivery booked", async () => {
    const { reference, payer } = await journeys.payFrom('00');
    await journeys.runJobs();
    expect(await journeys.statusOf(reference)).toMatchObject({
      statusCode: 231,
      processorReference: `sbx_${reference}`,
    });
    expect(await journeys.operationOf(reference)).toMatchObject({
      adminId: boss.user.id,
      operationStatus: 'pending',
    });
    expect((await shown(payer, reference)).label).toBe('Payé, dépôt en cours');
    const done = await t.as(boss).post(`/admin/operations/${reference}/complete`);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      transactionReference: reference,
      operationStatus: 'success',
      failureMessage: null,
    });
    expect(await journeys.statusOf(reference)).toMatchObject({ statusCode: 200, finished: true });
    expect(await shown(payer, reference)).toMatchObject({ code: 200, kind: 'success', label: 'Réussi' });
    expect(await journeys.ledgerKinds(reference)).toEqual(['collection', 'delivery']);
  });

  it('reaches 528 when the agent fails the delivery, with the failure message, the money reversed', async () => {
    const { reference, payer } = await journeys.payFrom('09');
    await journeys.runJobs();
    const failed = await t.as(boss).post(`/admin/operations/${reference}/fail`, {
      failureMessage: 'Compte 1xBet introuvable pour cet identifiant.',
    });
    expect(failed.body).toMatchObject({
      operationStatus: 'error',
      failureMessage: 'Compte 1xBet introuvable pour cet identifiant.',
    });
    expect(await journeys.statusOf(reference)).toMatchObject({ statusCode: 528, finished: true });
    expect(await shown(payer, reference)).toMatchObject({
      code: 528,
      kind: 'error',
      label: 'Compte 1xBet introuvable pour cet identifiant.',
    });
    expect(await journeys.ledgerKinds(reference)).toEqual(['collection', 'reversal']);
  });

  it('reaches 235 when verification blocks the paid money (sandbox …08), with no operation', async () => {
    const { reference, payer } = await journeys.payFrom('08');
    await journeys.runJobs();
    expect(await journeys.statusOf(reference)).toMatchObject({ statusCode: 235, finished: false });
    expect(await journeys.operationOf(reference)).toBeUndefined();
    expect(await shown(payer, reference)).toMatchObject({ code: 235, kind: 'blocked', paid: true });
  });

  it('blocks a fourth payment from one number within ten minutes (velocity)', async () => {
    const payer = await customer(t.deps, { phoneNumber: '+2290196777700' });
    const references: string[] = [];
    for (const amount of [1_000, 1_100, 1_200, 1_300]) {
      const response = await t
        .as(payer)
        .post(
          '/api/transactions',
          { type: 'deposit', country: 'BJ', operator: 'mtn', payerPhone: '+2290196777700', amount },
          { idempotencyKey: randomUUID() },
        );
      references.push(response.body.reference);
      await journeys.runJobs();
    }
    const codes = await Promise.all(
      references.map(async (reference) => (await journeys.statusOf(reference))?.statusCode),
    );
    expect(codes).toEqual([231, 231, 231, 235]);
  });

  it('assigns operations to the least-loaded agent whose grant covers the country and type', async () => {
    const first = await agent(t.deps, { countries: ['BJ'], allowedOperationsTypes: ['deposit'] });
    const second = await agent(t.deps, { countries: ['BJ', 'TG'], allowedOperationsTypes: ['deposit'] });
    await agent(t.deps, { countries: ['BJ'], allowedOperationsTypes: ['transfer'] });
    await agent(t.deps, { countries: ['CI'], allowedOperationsTypes: ['deposit'] });
    const a = await journeys.payFrom('00');
    await journeys.runJobs();
    const b = await journeys.payFrom('00');
    await journeys.runJobs();
    const assignees = [
      (await journeys.operationOf(a.reference))?.adminId,
      (await journeys.operationOf(b.reference))?.adminId,
    ];
    expect(assignees.sort()).toEqual([first.user.id, second.user.id].sort());
    // Only the assignee (or the master) may settle it; once.
    const mine = (await journeys.operationOf(a.reference))?.adminId === first.user.id ? first : second;
    const other = mine === first ? second : first;
    const refused = await t.as(other).post(`/admin/operations/${a.reference}/complete`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(FORBIDDEN);
    expect((await t.as(mine).post(`/admin/operations/${a.reference}/complete`)).status).toBe(200);
    const twice = await t
      .as(mine)
      .post(`/admin/operations/${a.reference}/fail`, { failureMessage: 'trop tard' });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ error: 'conflict', message: 'Cette opération est déjà terminée.' });
    expect((await t.as(mine).post('/admin/operations/1XP-NOPE/complete')).status).toBe(404);
    expect((await t.as(a.payer).post(`/admin/operations/${b.reference}/complete`)).status).toBe(403);
    const empty = await t.as(boss).post(`/admin/operations/${b.reference}/fail`, { failureMessage: '   ' });
    expect(empty.status).toBe(400);
    expect(errorOf(empty).message).toBe('Le champ « failureMessage » doit contenir au moins 1 caractère.');
  });
});
