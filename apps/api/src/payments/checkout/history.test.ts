import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SESSION, USER_UUID_MISMATCH } from '../../testing/expected-errors.ts';
import {
  agent,
  createOperation,
  createTransaction,
  customer,
  labelledReference as ref,
  type Signed,
} from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { errorOf } from '../../testing/test-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HISTORY_EMPTY = { error: 'not_found', message: 'Aucune transaction pour le moment.' };

/** GET /history as the apps call it (§7): the session key in the query, the caller's uuid in a header. */
function history(signed: Signed) {
  return t.visitor.get('/history', {
    query: { apikey: signed.apiKey },
    headers: { 'user-uuid': signed.user.id },
  });
}

describe('GET /1xpay/history/?apikey=', () => {
  it("lists the caller's own transactions only, newest first, with every field of HistoryItem", async () => {
    const caller = await customer(t.deps);
    const stranger = await customer(t.deps);
    // Inserted neither in date order nor in reference order, so only a sort by createdAt gives the expected list.
    const oldest = await createTransaction(t.deps, caller.user, {
      reference: ref('HIST-A'),
      createdAt: new Date('2026-11-01T08:00:00Z'),
    });
    const newest = await createTransaction(t.deps, caller.user, {
      reference: ref('HIST-B'),
      type: 'transfer',
      country: 'BJ',
      operator: 'moov',
      payerPhone: '+22901961234',
      beneficiaryPhone: '+22890112233',
      beneficiaryCountry: 'TG',
      accountId1xBet: null,
      amount: 123_456_789_012n,
      fees: 1_234n,
      currency: 'XOF',
      statusCode: 200,
      createdAt: new Date('2026-11-20T10:15:30.123Z'),
      updatedAt: new Date('2026-11-20T10:20:00.456Z'),
    });
    const middle = await createTransaction(t.deps, caller.user, {
      reference: ref('HIST-C'),
      createdAt: new Date('2026-11-10T08:00:00Z'),
    });
    await createTransaction(t.deps, stranger.user, {
      reference: ref('HIST-D'),
      createdAt: new Date('2026-11-21T08:00:00Z'),
    });

    const response = await history(caller);
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.map((item) => item.reference)).toEqual([
      newest.reference,
      middle.reference,
      oldest.reference,
    ]);
    expect(body[0]).toEqual({
      reference: newest.reference,
      senderUuid: caller.user.id,
      type: 'transfer',
      country: 'BJ',
      operator: 'moov',
      payerPhone: '+22901961234',
      beneficiaryPhone: '+22890112233',
      beneficiaryCountry: 'TG',
      accountId1xBet: null,
      amount: 123_456_789_012,
      fees: 1_234,
      currency: 'XOF',
      createdAt: Date.parse('2026-11-20T10:15:30.123Z'),
      updatedAt: Date.parse('2026-11-20T10:20:00.456Z'),
    });
    expect(body[2]).toMatchObject({
      senderUuid: caller.user.id,
      type: 'deposit',
      beneficiaryPhone: null,
      accountId1xBet: caller.user.accountId1xBet,
      amount: 10_000,
      fees: 100,
    });
  });

  it('answers 404 when the caller has no transaction, even though others have', async () => {
    const someone = await customer(t.deps);
    await createTransaction(t.deps, someone.user, { reference: ref('HIST-OTHER') });
    const response = await history(await customer(t.deps));
    expect(response.status).toBe(404);
    expect(response.body).toEqual(HISTORY_EMPTY);
  });

  it('lists only what an admin sent, not the operations assigned to them', async () => {
    const admin = await agent(t.deps);
    const client = await customer(t.deps);
    const assigned = await createTransaction(t.deps, client.user, { reference: ref('HIST-ASSIGNED') });
    await createOperation(t.deps, assigned.reference, admin.user.id);
    const response = await history(admin);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(HISTORY_EMPTY);
  });

  it('takes the key from the query, the apiKey cookie or an Authorization Bearer header alike', async () => {
    const caller = await customer(t.deps);
    const row = await createTransaction(t.deps, caller.user, { reference: ref('HIST-KEY') });
    const uuid = { 'user-uuid': caller.user.id };
    const byQuery = await history(caller);
    const byCookie = await t.as(caller, { via: 'cookie' }).get('/history', { headers: uuid });
    const byBearer = await t.as(caller).get('/history', { headers: uuid });
    for (const response of [byQuery, byCookie, byBearer]) {
      expect(response.status).toBe(200);
      expect(response.body.map((item) => item.reference)).toEqual([row.reference]);
    }
  });

  it('serves the path with and without its trailing slash', async () => {
    const caller = await customer(t.deps);
    const row = await createTransaction(t.deps, caller.user, { reference: ref('HIST-SLASH') });
    // The client's table has no path with a trailing slash: this one is sent as it is.
    const withSlash = await t.visitor.send({
      method: 'GET',
      path: '/history/',
      query: { apikey: caller.apiKey },
      headers: { 'user-uuid': caller.user.id },
    });
    const without = await history(caller);
    expect(withSlash.status).toBe(200);
    expect(without.status).toBe(200);
    expect(without.body[0]?.reference).toBe(row.reference);
    expect(withSlash.body).toEqual(without.body);
  });

  it("refuses with 403 a user-uuid that is not the session's user", async () => {
    const caller = await customer(t.deps);
    const victim = await customer(t.deps);
    await createTransaction(t.deps, victim.user, { reference: ref('HIST-VICTIM') });
    for (const uuid of [victim.user.id, randomUUID()]) {
      const response = await t.visitor.get('/history', {
        query: { apikey: caller.apiKey },
        headers: { 'user-uuid': uuid },
      });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(USER_UUID_MISMATCH);
    }
  });

  it('keeps its answer until one of the caller’s transactions changes anywhere, and only theirs', async () => {
    const caller = await customer(t.deps);
    const other = await customer(t.deps);
    const first = await createTransaction(t.deps, caller.user, {
      reference: ref('KEPT-A'),
      amount: 1_000n,
      createdAt: new Date('2026-11-01T08:00:00Z'),
    });
    await createTransaction(t.deps, other.user, { reference: ref('KEPT-O') });
    const listed = async () => (await history(caller)).body.map((item) => [item.reference, item.amount]);
    const run = (statement: SQL) => t.deps.db.execute(statement);
    expect(await listed()).toEqual([[first.reference, 1_000]]);
    // Kept: a change the database does not announce (its triggers off) is not seen...
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update transactions set amount = 2000 where reference = ${first.reference}`);
    });
    expect(await listed()).toEqual([[first.reference, 1_000]]);
    // ...nor is it forgotten when another customer's transactions change...
    await run(sql`update transactions set amount = 5 where sender_id = ${other.user.id}`);
    expect(await listed()).toEqual([[first.reference, 1_000]]);
    // ...but any change to the caller's is seen by the next call: an update, a new transaction, a deletion.
    await run(sql`update transactions set fees = 7 where reference = ${first.reference}`);
    expect(await listed()).toEqual([[first.reference, 2_000]]);
    const second = await createTransaction(t.deps, caller.user, {
      reference: ref('KEPT-B'),
      amount: 3_000n,
      createdAt: new Date('2026-11-02T08:00:00Z'),
    });
    expect(await listed()).toEqual([
      [second.reference, 3_000],
      [first.reference, 2_000],
    ]);
    await run(sql`delete from transactions where reference = ${second.reference}`);
    expect(await listed()).toEqual([[first.reference, 2_000]]);
  });

  it('answers 400 naming the user-uuid header when it is missing or not a uuid', async () => {
    const caller = await customer(t.deps);
    await createTransaction(t.deps, caller.user, { reference: ref('HIST-HEADER') });
    const missing = await t.visitor.get('/history', { query: { apikey: caller.apiKey } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      error: 'validation_failed',
      message: 'Le champ « user-uuid » est obligatoire.',
      fields: [{ field: 'user-uuid', message: 'Le champ « user-uuid » est obligatoire.' }],
    });
    const malformed = await t.visitor.get('/history', {
      query: { apikey: caller.apiKey },
      headers: { 'user-uuid': 'pas-un-uuid' },
    });
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed).fields?.map((f) => f.field)).toEqual(['user-uuid']);
  });

  it('answers 401 with no key, an unknown key or an expired one (before looking at user-uuid)', async () => {
    const caller = await customer(t.deps);
    await createTransaction(t.deps, caller.user, { reference: ref('HIST-401') });
    const uuid = { 'user-uuid': caller.user.id };
    const noKey = await t.visitor.get('/history', { headers: uuid });
    const noKeyNoHeader = await t.visitor.get('/history');
    const unknown = await t.visitor.get('/history', { query: { apikey: 'cle-inconnue' }, headers: uuid });
    for (const response of [noKey, noKeyNoHeader, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual(NO_SESSION);
    }
    t.clock.advance(59 * 60_000);
    expect((await history(caller)).status).toBe(200);
    t.clock.advance(61 * 60_000);
    const expired = await history(caller);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(NO_SESSION);
  });
});

describe('GET /1xpay/api/history (the app’s)', () => {
  it('answers an empty list, not a 404, when the caller has no transaction; the same list as §7’s otherwise', async () => {
    const newcomer = await customer(t.deps);
    const empty = await t.as(newcomer).get('/api/history');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    // §7's call keeps its 404 for the same caller, also once the empty answer was kept in memory.
    expect((await history(newcomer)).status).toBe(404);

    const made = await createTransaction(t.deps, newcomer.user, { reference: ref('HIST-APP') });
    const listed = await t.as(newcomer).get('/api/history');
    expect(listed.status).toBe(200);
    expect(listed.body.map((item) => item.reference)).toEqual([made.reference]);
    expect(listed.body).toEqual((await history(newcomer)).body);
  });
});
