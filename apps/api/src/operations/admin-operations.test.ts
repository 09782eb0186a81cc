import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../db/schema.ts';
import { FORBIDDEN, NO_SESSION, USER_UUID_MISMATCH } from '../testing/expected-errors.ts';
import {
  agent,
  createOperation,
  createTransaction,
  customer,
  master,
  labelledReference as ref,
  type Signed,
} from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { errorOf } from '../testing/test-client.ts';

let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
});
afterAll(() => t.close());

/** GET /admin/operations/{uuid} as the dashboard calls it: the caller's uuid in the path and in a header. */
function adminOperations(signed: Signed, pathUuid = signed.user.id, headerUuid = signed.user.id) {
  return t.as(signed).get(`/admin/operations/${pathUuid}`, { headers: { 'user-uuid': headerUuid } });
}

describe('GET /1xpay/admin/operations/{uuid}', () => {
  it('gives a regular admin only the operations assigned to them, newest first, with their transaction', async () => {
    const client = await customer(t.deps);
    const mineAgent = await agent(t.deps);
    const otherAgent = await agent(t.deps);
    const older = await createTransaction(t.deps, client.user, { reference: ref('AO-OLDER') });
    const newer = await createTransaction(t.deps, client.user, {
      reference: ref('AO-NEWER'),
      type: 'withdrawal',
      operator: 'orange',
      amount: 75_000n,
      fees: 750n,
      statusCode: 461,
      createdAt: new Date('2026-11-15T12:00:00Z'),
      updatedAt: new Date('2026-11-15T12:05:00Z'),
    });
    const notMine = await createTransaction(t.deps, client.user, { reference: ref('AO-NOTMINE') });
    // Inserted oldest last and with references out of date order, so only a sort by createdAt passes.
    await createOperation(t.deps, newer.reference, mineAgent.user.id, {
      operationStatus: 'error',
      failureMessage: 'Numéro introuvable.',
      createdAt: new Date('2026-11-16T08:00:00Z'),
      updatedAt: new Date('2026-11-16T09:30:00Z'),
    });
    await createOperation(t.deps, notMine.reference, otherAgent.user.id, {
      createdAt: new Date('2026-11-17T08:00:00Z'),
    });
    await createOperation(t.deps, older.reference, mineAgent.user.id, {
      createdAt: new Date('2026-11-14T08:00:00Z'),
    });

    const response = await adminOperations(mineAgent);
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.map((item) => item.transactionReference)).toEqual([newer.reference, older.reference]);
    expect(body[0]).toEqual({
      transactionReference: newer.reference,
      operationStatus: 'error',
      failureMessage: 'Numéro introuvable.',
      adminId: mineAgent.user.id,
      claimedAt: null,
      createdAt: Date.parse('2026-11-16T08:00:00Z'),
      updatedAt: Date.parse('2026-11-16T09:30:00Z'),
      statusCode: 461,
      transaction: {
        reference: newer.reference,
        senderUuid: client.user.id,
        type: 'withdrawal',
        country: client.user.country,
        operator: 'orange',
        payerPhone: client.user.phoneNumber,
        beneficiaryPhone: null,
        beneficiaryCountry: null,
        accountId1xBet: client.user.accountId1xBet,
        amount: 75_000,
        fees: 750,
        currency: 'XOF',
        createdAt: Date.parse('2026-11-15T12:00:00Z'),
        updatedAt: Date.parse('2026-11-15T12:05:00Z'),
      },
    });
    expect(body[1]).toMatchObject({
      adminId: mineAgent.user.id,
      operationStatus: 'pending',
      statusCode: 204,
    });
  });

  it('gives a regular admin with nothing assigned an empty list', async () => {
    const response = await adminOperations(await agent(t.deps));
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('gives the master every operation, newest first', async () => {
    const client = await customer(t.deps);
    const first = await agent(t.deps);
    const second = await agent(t.deps);
    const a = await createTransaction(t.deps, client.user, { reference: ref('AO-M-A') });
    const b = await createTransaction(t.deps, client.user, { reference: ref('AO-M-B') });
    // Later than every other operation of this file, so they head the list.
    await createOperation(t.deps, a.reference, first.user.id, {
      createdAt: new Date('2030-01-01T00:00:00Z'),
    });
    await createOperation(t.deps, b.reference, second.user.id, {
      createdAt: new Date('2030-01-02T00:00:00Z'),
    });

    const response = await adminOperations(boss);
    expect(response.status).toBe(200);
    const body = response.body;
    const [total] = await t.deps.db.select({ n: count() }).from(operations);
    expect(body).toHaveLength(total?.n ?? -1);
    expect(body.slice(0, 2).map((item) => [item.transactionReference, item.adminId])).toEqual([
      [b.reference, second.user.id],
      [a.reference, first.user.id],
    ]);
    const times = body.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(new Set(body.map((item) => item.adminId)).size).toBeGreaterThan(2);
  });

  it("answers 403 when the path or the user-uuid header is not the caller's own uuid", async () => {
    const admin = await agent(t.deps);
    const other = await agent(t.deps);
    const cases: [Signed, string, string][] = [
      [admin, other.user.id, admin.user.id],
      [admin, admin.user.id, other.user.id],
      [admin, other.user.id, other.user.id],
      [boss, admin.user.id, boss.user.id],
      [boss, boss.user.id, admin.user.id],
    ];
    for (const [signed, pathUuid, headerUuid] of cases) {
      const response = await adminOperations(signed, pathUuid, headerUuid);
      expect(response.status).toBe(403);
      expect(response.body).toEqual(USER_UUID_MISMATCH);
    }
  });

  it('answers 403 to a customer, even about themselves', async () => {
    const client = await customer(t.deps);
    const admin = await agent(t.deps);
    const mine = await createTransaction(t.deps, client.user, { reference: ref('AO-CUSTOMER') });
    await createOperation(t.deps, mine.reference, admin.user.id);
    const response = await adminOperations(client);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(FORBIDDEN);
  });

  it('answers 401 without a valid session and 400 without the user-uuid header', async () => {
    const admin = await agent(t.deps);
    const path = `/admin/operations/${admin.user.id}` as const;
    const uuid = { 'user-uuid': admin.user.id };
    for (const caller of [t.visitor, t.as('cle-inconnue')]) {
      const response = await caller.get(path, { headers: uuid });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(NO_SESSION);
    }
    const noHeader = await t.as(admin).get(path);
    expect(noHeader.status).toBe(400);
    expect(errorOf(noHeader).message).toBe('Le champ « user-uuid » est obligatoire.');
    const byCookie = await t.as(admin, { via: 'cookie' }).get(`${path}/`, { headers: uuid });
    expect(byCookie.status).toBe(200);
  });
});
