import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, users } from '../db/schema.ts';
import { FORBIDDEN, NO_SESSION } from '../testing/expected-errors.ts';
import {
  agent,
  createOperation,
  createTransaction,
  customer,
  master,
  type Signed,
} from '../testing/fixtures.ts';
import { paymentJourneys } from '../testing/payment-journeys.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Each test works in countries of its own, so the agents of one never are eligible for the operations of another.

let t: TestApp;
let boss: Signed;
let journeys: ReturnType<typeof paymentJourneys>;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
  journeys = paymentJourneys(t);
});
afterAll(() => t.close());

async function assigneeOf(reference: string) {
  const [row] = await t.deps.db
    .select({ adminId: operations.adminId, status: operations.operationStatus })
    .from(operations)
    .where(eq(operations.transactionReference, reference));
  return row;
}

/** A pending operation of a paid transaction of `country` and `type`, assigned to `adminId`. */
async function pendingOperation(
  adminId: string,
  country: string,
  type: 'deposit' | 'withdrawal' | 'transfer' = 'deposit',
) {
  const payer = await customer(t.deps, { country });
  const row = await createTransaction(t.deps, payer.user, { country, type, statusCode: 231 });
  await createOperation(t.deps, row.reference, adminId);
  return row.reference;
}

/** The audit entries of operations handed from one admin to another, oldest first. */
async function reassignments() {
  const reply = await t.as(boss).get('/api/audit', { query: { limit: 200 } });
  return reply.body.data.filter((entry) => entry.action === 'operation.reassign').reverse();
}

describe('who receives operations', () => {
  it('gives work to an agent made from a freshly registered account through /admin/addAdmin', async () => {
    const registered = await t.visitor.post('/api/auth/register', {
      firstName: 'Sèna',
      lastName: 'Houngbo',
      phoneNumber: '+229 01 97 55 00 01',
      email: 'sena.houngbo@example.bj',
      password: 'mot de passe de Sèna',
    });
    expect(registered.status).toBe(201);
    const granted = await t.as(boss).post('/admin/addAdmin', {
      adminId: registered.body.uuid,
      countries: ['BJ'],
      allowedOperationsTypes: ['deposit'],
    });
    expect(granted.status).toBe(200);

    const { reference } = await journeys.payFrom('00');
    await journeys.runJobs();
    expect(await assigneeOf(reference)).toEqual({ adminId: registered.body.uuid, status: 'pending' });

    // Still `pending` as registration left them, they sign in to the dashboard and deliver it.
    const [stored] = await t.deps.db.select().from(users).where(eq(users.id, registered.body.uuid));
    expect(stored?.authenticationStatus).toBe('pending');
    const login = await t.visitor.post('/api/dashboard/login', {
      email: 'sena.houngbo@example.bj',
      password: 'mot de passe de Sèna',
    });
    expect(login.status).toBe(200);
    const done = await t.as(login.body.apiKey).post(`/admin/operations/${reference}/complete`);
    expect(done.status).toBe(200);
    expect((await journeys.statusOf(reference))?.statusCode).toBe(200);
  });

  it('skips agents in the blocked group, whose work goes to another agent or the master', async () => {
    const grant = { countries: ['BJ'], allowedOperationsTypes: ['withdrawal'] };
    for (const status of ['blocked', 'transactionSuspended', 'waitForInfoCompletion']) {
      await agent(t.deps, grant, { authenticationStatus: status });
    }
    const { reference } = await journeys.payFrom('00', {
      type: 'withdrawal',
      accountId1xBet: '12345678',
      withdrawalCode: 'RET-4821',
    });
    await journeys.runJobs();
    expect(await assigneeOf(reference)).toEqual({ adminId: boss.user.id, status: 'pending' });
  });
});

describe('settling an operation', () => {
  it('is refused to the assignee once their grant no longer covers its country or type', async () => {
    const worker = await agent(t.deps, { countries: ['SN'], allowedOperationsTypes: ['transfer'] });
    // Assigned when the grant covered it; the grant has shrunk since (written directly, as an old assignment).
    const outsideCountry = await pendingOperation(worker.user.id, 'ML', 'transfer');
    const outsideType = await pendingOperation(worker.user.id, 'SN', 'withdrawal');
    for (const reference of [outsideCountry, outsideType]) {
      const refused = await t.as(worker).post(`/admin/operations/${reference}/complete`);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(FORBIDDEN);
      expect((await assigneeOf(reference))?.status).toBe('pending');
    }
  });

  it('is refused to an agent whose account was suspended, through the dashboard session they hold', async () => {
    const worker = await agent(t.deps, { countries: ['SN'], allowedOperationsTypes: ['deposit'] });
    const reference = await pendingOperation(worker.user.id, 'SN');
    for (const status of ['transactionSuspended', 'waitForInfoCompletion', 'blocked']) {
      // No call sets these yet (§4.4): written as KYC or a support tool would.
      await t.deps.db.update(users).set({ authenticationStatus: status }).where(eq(users.id, worker.user.id));
      const refused = await t.as(worker).post(`/admin/operations/${reference}/complete`);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(FORBIDDEN);
      expect((await t.as(worker).get('/api/me')).body).toMatchObject({ isAdmin: false, grant: null });
    }
    expect((await assigneeOf(reference))?.status).toBe('pending');
  });

  it('is refused to an agent locked with a session still open, and they cannot sign back in', async () => {
    const worker = await agent(
      t.deps,
      { countries: ['CI'], allowedOperationsTypes: ['deposit'] },
      { country: 'CI' },
    );
    const reference = await pendingOperation(worker.user.id, 'CI');
    const locked = await t
      .as(boss)
      .post('/api/lockOrAllowUser', { authorizationKey: worker.user.authorizationKey, lockUser: true });
    expect(locked.status).toBe(200);

    const again = await t.visitor.post('/api/dashboard/login', {
      email: worker.user.email,
      password: 'mot-de-passe-solide',
    });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({
      error: 'bad_credentials',
      message: "Identifiants incorrects ou compte sans droits d'administration.",
    });
    const withOldKey = await t.as(worker).post(`/admin/operations/${reference}/complete`);
    expect(withOldKey.status).toBe(401);
    expect(withOldKey.body).toEqual(NO_SESSION);
    expect((await assigneeOf(reference))?.status).toBe('pending');
  });
});

describe('operations follow the grant', () => {
  it('revoking a country hands its pending operations to the least-loaded eligible agent, audited', async () => {
    const leaving = await agent(t.deps, { countries: ['TG', 'BF'], allowedOperationsTypes: ['deposit'] });
    const busy = await agent(t.deps, { countries: ['TG'], allowedOperationsTypes: ['deposit'] });
    const idle = await agent(t.deps, { countries: ['TG'], allowedOperationsTypes: ['deposit'] });
    await pendingOperation(busy.user.id, 'TG');
    const togo = await pendingOperation(leaving.user.id, 'TG');
    const burkina = await pendingOperation(leaving.user.id, 'BF');

    const revoked = await t.as(boss, { remoteAddress: '192.0.2.31' }).post('/admin/revokeAdmin', {
      adminId: leaving.user.id,
      countries: ['TG'],
      allowedOperationsTypes: [],
    });
    expect(revoked.status).toBe(200);
    expect((await assigneeOf(togo))?.adminId).toBe(idle.user.id);
    // Burkina Faso is still theirs: that operation stays.
    expect((await assigneeOf(burkina))?.adminId).toBe(leaving.user.id);
    expect((await reassignments()).at(-1)).toMatchObject({
      actorId: boss.user.id,
      target: `transaction:${togo}`,
      before: { adminId: leaving.user.id },
      after: { adminId: idle.user.id },
      ip: '192.0.2.31',
    });

    // Their last country gone, they are no longer an admin: nobody else covers Burkina Faso, so the master.
    const demoted = await t.as(boss).post('/admin/revokeAdmin', {
      adminId: leaving.user.id,
      countries: ['BF'],
      allowedOperationsTypes: [],
    });
    expect(demoted.body.data.isAdmin).toBe(false);
    expect((await assigneeOf(burkina))?.adminId).toBe(boss.user.id);
    expect((await reassignments()).at(-1)).toMatchObject({
      target: `transaction:${burkina}`,
      after: { adminId: boss.user.id },
    });
  });

  it('revoking a type hands over the operations of that type only', async () => {
    const leaving = await agent(t.deps, {
      countries: ['ML'],
      allowedOperationsTypes: ['deposit', 'withdrawal'],
    });
    const other = await agent(t.deps, { countries: ['ML'], allowedOperationsTypes: ['withdrawal'] });
    const deposit = await pendingOperation(leaving.user.id, 'ML', 'deposit');
    const withdrawal = await pendingOperation(leaving.user.id, 'ML', 'withdrawal');
    await t.as(boss).post('/admin/revokeAdmin', {
      adminId: leaving.user.id,
      countries: [],
      allowedOperationsTypes: ['withdrawal'],
    });
    expect((await assigneeOf(deposit))?.adminId).toBe(leaving.user.id);
    expect((await assigneeOf(withdrawal))?.adminId).toBe(other.user.id);
  });

  it('locking an agent hands all their pending operations on; finished ones stay theirs', async () => {
    const grant = { countries: ['GA'], allowedOperationsTypes: ['deposit'] };
    const locked = await agent(t.deps, grant, { country: 'GA' });
    const colleague = await agent(t.deps, grant, { country: 'GA' });
    const first = await pendingOperation(locked.user.id, 'GA');
    const second = await pendingOperation(locked.user.id, 'GA');
    const payer = await customer(t.deps, { country: 'GA' });
    const finished = await createTransaction(t.deps, payer.user, { country: 'GA', statusCode: 200 });
    await createOperation(t.deps, finished.reference, locked.user.id, { operationStatus: 'success' });
    const before = (await reassignments()).length;

    const response = await t
      .as(boss)
      .post('/api/lockOrAllowUser', { authorizationKey: locked.user.authorizationKey, lockUser: true });
    expect(response.status).toBe(200);
    expect((await assigneeOf(first))?.adminId).toBe(colleague.user.id);
    expect((await assigneeOf(second))?.adminId).toBe(colleague.user.id);
    expect(await assigneeOf(finished.reference)).toEqual({ adminId: locked.user.id, status: 'success' });
    const entries = (await reassignments()).slice(before);
    expect(entries.map((entry) => [entry.target, entry.after])).toEqual([
      [`transaction:${first}`, { adminId: colleague.user.id }],
      [`transaction:${second}`, { adminId: colleague.user.id }],
    ]);
  });
});
