import { randomUUID } from 'node:crypto';
import { MAX_REFERENCES } from '@1xpay/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../common/context.ts';
import { operations } from '../db/schema.ts';
import { FORBIDDEN, NO_SESSION } from '../testing/expected-errors.ts';
import {
  agent,
  createOperation,
  createTransaction,
  createUser,
  customer,
  type Signed,
  signIn,
} from '../testing/fixtures.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
/** There is one master admin per database: created once, signed in afresh where a test needs them. */
let masterUser: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  masterUser = await createUser(t.deps, {
    isAdmin: true,
    isMaster: true,
    authenticationStatus: 'active',
    country: 'ZZ',
  });
});
afterAll(() => t.close());

async function asMaster(): Promise<Signed> {
  const apiKey = await signIn(t.deps, masterUser, 'dashboard');
  return { user: masterUser, apiKey, bearer: { authorization: `Bearer ${apiKey}` } };
}

const UUID_MISMATCH = { error: 'forbidden', message: "L'en-tête user-uuid ne correspond pas à la session." };
const HISTORY_EMPTY = { error: 'not_found', message: 'Aucune transaction pour le moment.' };

let referenceSequence = 0;
/** A reference unique in this file's database. */
function ref(label: string): string {
  referenceSequence += 1;
  return `1XP-${label}-${String(referenceSequence).padStart(4, '0')}`;
}

const at = (iso: string) => new Date(iso);

function history(signed: Signed, url = `/1xpay/history/?apikey=${signed.apiKey}`) {
  return t.app.inject({ method: 'GET', url, headers: { 'user-uuid': signed.user.id } });
}

function statuses(apiKey: string, references: string[]) {
  return t.app.inject({ method: 'POST', url: `/1xpay/statuses/?apikey=${apiKey}`, payload: { references } });
}

function getOperations(apiKey: string, references: string[]) {
  return t.app.inject({
    method: 'POST',
    url: `/1xpay/admin/getOperations/?aipkey=${apiKey}`,
    payload: { references },
  });
}

function adminOperations(signed: Signed, pathUuid = signed.user.id, headerUuid = signed.user.id) {
  return t.app.inject({
    method: 'GET',
    url: `/1xpay/admin/operations/${pathUuid}`,
    headers: { ...signed.bearer, 'user-uuid': headerUuid },
  });
}

describe('GET /1xpay/history/?apikey=', () => {
  it("lists the caller's own transactions only, newest first, with every field of HistoryItem", async () => {
    const caller = await customer(t.deps);
    const stranger = await customer(t.deps);
    // Inserted neither in date order nor in reference order, so only a sort by createdAt gives the expected list.
    const oldest = await createTransaction(t.deps, caller.user, {
      reference: ref('HIST-A'),
      createdAt: at('2026-11-01T08:00:00Z'),
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
      createdAt: at('2026-11-20T10:15:30.123Z'),
      updatedAt: at('2026-11-20T10:20:00.456Z'),
    });
    const middle = await createTransaction(t.deps, caller.user, {
      reference: ref('HIST-C'),
      createdAt: at('2026-11-10T08:00:00Z'),
    });
    await createTransaction(t.deps, stranger.user, {
      reference: ref('HIST-D'),
      createdAt: at('2026-11-21T08:00:00Z'),
    });

    const response = await history(caller);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((item: { reference: string }) => item.reference)).toEqual([
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
    const empty = await customer(t.deps);
    const response = await history(empty);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(HISTORY_EMPTY);
  });

  it('lists only what an admin sent, not the operations assigned to them', async () => {
    const admin = await agent(t.deps);
    const client = await customer(t.deps);
    const assigned = await createTransaction(t.deps, client.user, { reference: ref('HIST-ASSIGNED') });
    await createOperation(t.deps, assigned.reference, admin.user.id);
    const response = await history(admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(HISTORY_EMPTY);
  });

  it('takes the key from the query, the apiKey cookie or an Authorization Bearer header alike', async () => {
    const caller = await customer(t.deps);
    const row = await createTransaction(t.deps, caller.user, { reference: ref('HIST-KEY') });
    const byQuery = await history(caller);
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/1xpay/history/',
      cookies: { apiKey: caller.apiKey },
      headers: { 'user-uuid': caller.user.id },
    });
    const byBearer = await t.app.inject({
      method: 'GET',
      url: '/1xpay/history/',
      headers: { ...caller.bearer, 'user-uuid': caller.user.id },
    });
    for (const response of [byQuery, byCookie, byBearer]) {
      expect(response.statusCode).toBe(200);
      expect(response.json().map((item: { reference: string }) => item.reference)).toEqual([row.reference]);
    }
  });

  it('serves the path with and without its trailing slash', async () => {
    const caller = await customer(t.deps);
    const row = await createTransaction(t.deps, caller.user, { reference: ref('HIST-SLASH') });
    const withSlash = await history(caller, `/1xpay/history/?apikey=${caller.apiKey}`);
    const without = await history(caller, `/1xpay/history?apikey=${caller.apiKey}`);
    expect(withSlash.statusCode).toBe(200);
    expect(without.statusCode).toBe(200);
    expect(withSlash.json()[0].reference).toBe(row.reference);
    expect(without.json()).toEqual(withSlash.json());
  });

  it("refuses with 403 a user-uuid that is not the session's user", async () => {
    const caller = await customer(t.deps);
    const victim = await customer(t.deps);
    await createTransaction(t.deps, victim.user, { reference: ref('HIST-VICTIM') });
    for (const uuid of [victim.user.id, randomUUID()]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/1xpay/history/?apikey=${caller.apiKey}`,
        headers: { 'user-uuid': uuid },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(UUID_MISMATCH);
    }
  });

  it('answers 400 naming the user-uuid header when it is missing or not a uuid', async () => {
    const caller = await customer(t.deps);
    await createTransaction(t.deps, caller.user, { reference: ref('HIST-HEADER') });
    const missing = await t.app.inject({ method: 'GET', url: `/1xpay/history/?apikey=${caller.apiKey}` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'validation_failed',
      message: 'Le champ « user-uuid » est obligatoire.',
      fields: [{ field: 'user-uuid', message: 'Le champ « user-uuid » est obligatoire.' }],
    });
    const malformed = await t.app.inject({
      method: 'GET',
      url: `/1xpay/history/?apikey=${caller.apiKey}`,
      headers: { 'user-uuid': 'pas-un-uuid' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields.map((f: { field: string }) => f.field)).toEqual(['user-uuid']);
  });

  it('answers 401 with no key, an unknown key or an expired one (before looking at user-uuid)', async () => {
    const caller = await customer(t.deps);
    await createTransaction(t.deps, caller.user, { reference: ref('HIST-401') });
    const noKey = await t.app.inject({
      method: 'GET',
      url: '/1xpay/history/',
      headers: { 'user-uuid': caller.user.id },
    });
    const noKeyNoHeader = await t.app.inject({ method: 'GET', url: '/1xpay/history/' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/1xpay/history/?apikey=cle-inconnue',
      headers: { 'user-uuid': caller.user.id },
    });
    for (const response of [noKey, noKeyNoHeader, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NO_SESSION);
    }
    t.clock.advance(59 * 60_000);
    expect((await history(caller)).statusCode).toBe(200);
    t.clock.advance(61 * 60_000);
    const expired = await history(caller);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(NO_SESSION);
  });
});

describe('POST /1xpay/statuses/?apikey=', () => {
  it('keys the status records of the caller by transactionReference and leaves out what they may not see', async () => {
    const caller = await customer(t.deps);
    const stranger = await customer(t.deps);
    const waiting = await createTransaction(t.deps, caller.user, {
      reference: ref('ST-WAIT'),
      statusCode: 204,
    });
    const done = await createTransaction(t.deps, caller.user, {
      reference: ref('ST-DONE'),
      statusCode: 200,
      message: 'Dépôt effectué.',
      finished: true,
    });
    const failed = await createTransaction(t.deps, caller.user, {
      reference: ref('ST-FAIL'),
      statusCode: 461,
      message: "Une erreur s'est produite lors du paiement.",
      finished: true,
    });
    const notMine = await createTransaction(t.deps, stranger.user, { reference: ref('ST-OTHER') });

    const response = await statuses(caller.apiKey, [
      waiting.reference,
      done.reference,
      failed.reference,
      notMine.reference,
      '1XP-INCONNUE',
      waiting.reference,
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      [waiting.reference]: {
        transactionReference: waiting.reference,
        statusCode: 204,
        message: null,
        finished: false,
      },
      [done.reference]: {
        transactionReference: done.reference,
        statusCode: 200,
        message: 'Dépôt effectué.',
        finished: true,
      },
      [failed.reference]: {
        transactionReference: failed.reference,
        statusCode: 461,
        message: "Une erreur s'est produite lors du paiement.",
        finished: true,
      },
    });
  });

  it('answers {} to an empty list, and to references the caller may not see', async () => {
    const caller = await customer(t.deps);
    const stranger = await customer(t.deps);
    const notMine = await createTransaction(t.deps, stranger.user, { reference: ref('ST-HIDDEN') });
    for (const references of [[], [notMine.reference, '1XP-INCONNUE']]) {
      const response = await statuses(caller.apiKey, references);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
    }
  });

  it(`takes up to ${MAX_REFERENCES} references and answers 400 beyond`, async () => {
    const caller = await customer(t.deps);
    const mine = await createTransaction(t.deps, caller.user, { reference: ref('ST-MANY') });
    const fill = Array.from({ length: MAX_REFERENCES - 1 }, (_, i) => `1XP-ABSENTE-${i}`);
    const atLimit = await statuses(caller.apiKey, [mine.reference, ...fill]);
    expect(atLimit.statusCode).toBe(200);
    expect(Object.keys(atLimit.json())).toEqual([mine.reference]);
    const beyond = await statuses(caller.apiKey, [mine.reference, ...fill, '1XP-DE-TROP']);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual({
      error: 'validation_failed',
      message: `Le champ « references » doit contenir au plus ${MAX_REFERENCES} éléments.`,
      fields: [
        {
          field: 'references',
          message: `Le champ « references » doit contenir au plus ${MAX_REFERENCES} éléments.`,
        },
      ],
    });
  });

  it('answers 400 naming references when the body lacks them', async () => {
    const caller = await customer(t.deps);
    const response = await t.app.inject({
      method: 'POST',
      url: `/1xpay/statuses/?apikey=${caller.apiKey}`,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Le champ « references » est obligatoire.');
  });

  it('shows a regular admin the transactions whose operation is theirs, and the master all of them', async () => {
    const client = await customer(t.deps);
    const mineAgent = await agent(t.deps);
    const otherAgent = await agent(t.deps);
    const assigned = await createTransaction(t.deps, client.user, {
      reference: ref('ST-ASSIGNED'),
      statusCode: 231,
    });
    const elsewhere = await createTransaction(t.deps, client.user, {
      reference: ref('ST-ELSEWHERE'),
      statusCode: 232,
    });
    const unassigned = await createTransaction(t.deps, client.user, {
      reference: ref('ST-UNASSIGNED'),
      statusCode: 202,
    });
    await createOperation(t.deps, assigned.reference, mineAgent.user.id);
    await createOperation(t.deps, elsewhere.reference, otherAgent.user.id);
    const references = [assigned.reference, elsewhere.reference, unassigned.reference];

    const byAgent = await statuses(mineAgent.apiKey, references);
    expect(byAgent.statusCode).toBe(200);
    expect(byAgent.json()).toEqual({
      [assigned.reference]: {
        transactionReference: assigned.reference,
        statusCode: 231,
        message: null,
        finished: false,
      },
    });

    const boss = await asMaster();
    const byMaster = await statuses(boss.apiKey, references);
    expect(byMaster.statusCode).toBe(200);
    expect(byMaster.json()).toEqual({
      [assigned.reference]: {
        transactionReference: assigned.reference,
        statusCode: 231,
        message: null,
        finished: false,
      },
      [elsewhere.reference]: {
        transactionReference: elsewhere.reference,
        statusCode: 232,
        message: null,
        finished: false,
      },
      [unassigned.reference]: {
        transactionReference: unassigned.reference,
        statusCode: 202,
        message: null,
        finished: false,
      },
    });
  });

  it('takes the key from a Bearer header or the cookie (same origin), answers 401 without one', async () => {
    const caller = await customer(t.deps);
    const mine = await createTransaction(t.deps, caller.user, { reference: ref('ST-KEY') });
    const payload = { references: [mine.reference] };
    const expected = { [mine.reference]: expect.objectContaining({ transactionReference: mine.reference }) };
    const byBearer = await t.app.inject({
      method: 'POST',
      url: '/1xpay/statuses/',
      headers: caller.bearer,
      payload,
    });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json()).toEqual(expected);
    const byCookie = await t.app.inject({
      method: 'POST',
      url: '/1xpay/statuses',
      cookies: { apiKey: caller.apiKey },
      headers: { origin: TEST_ORIGIN },
      payload,
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json()).toEqual(expected);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/1xpay/statuses/',
      cookies: { apiKey: caller.apiKey },
      headers: { origin: 'https://evil.example' },
      payload,
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({
      error: 'forbidden',
      message: 'Requête refusée : origine non autorisée.',
    });
    for (const url of ['/1xpay/statuses/', '/1xpay/statuses/?apikey=cle-inconnue']) {
      const refused = await t.app.inject({ method: 'POST', url, payload });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(NO_SESSION);
    }
  });
});

describe('POST /1xpay/admin/getOperations/?aipkey=', () => {
  it("keys a customer's operation records by transactionReference, only for their own transactions", async () => {
    const caller = await customer(t.deps);
    const stranger = await customer(t.deps);
    const admin = await agent(t.deps);
    const pending = await createTransaction(t.deps, caller.user, { reference: ref('OP-PENDING') });
    const failed = await createTransaction(t.deps, caller.user, { reference: ref('OP-FAILED') });
    const noOperation = await createTransaction(t.deps, caller.user, { reference: ref('OP-NONE') });
    const notMine = await createTransaction(t.deps, stranger.user, { reference: ref('OP-OTHER') });
    await createOperation(t.deps, pending.reference, admin.user.id);
    await createOperation(t.deps, failed.reference, admin.user.id, {
      operationStatus: 'error',
      failureMessage: 'Compte 1xBet introuvable.',
    });
    await createOperation(t.deps, notMine.reference, admin.user.id, { operationStatus: 'success' });

    const response = await getOperations(caller.apiKey, [
      pending.reference,
      failed.reference,
      noOperation.reference,
      notMine.reference,
      '1XP-INCONNUE',
      failed.reference,
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      [pending.reference]: {
        transactionReference: pending.reference,
        operationStatus: 'pending',
        failureMessage: null,
      },
      [failed.reference]: {
        transactionReference: failed.reference,
        operationStatus: 'error',
        failureMessage: 'Compte 1xBet introuvable.',
      },
    });
  });

  it('reads the key from aipkey, never from apikey', async () => {
    const caller = await customer(t.deps);
    const mine = await createTransaction(t.deps, caller.user, { reference: ref('OP-SPELLING') });
    const admin = await agent(t.deps);
    await createOperation(t.deps, mine.reference, admin.user.id);
    const payload = { references: [mine.reference] };
    const withApikey = await t.app.inject({
      method: 'POST',
      url: `/1xpay/admin/getOperations/?apikey=${caller.apiKey}`,
      payload,
    });
    expect(withApikey.statusCode).toBe(401);
    expect(withApikey.json()).toEqual(NO_SESSION);
    const withAipkey = await t.app.inject({
      method: 'POST',
      url: `/1xpay/admin/getOperations?aipkey=${caller.apiKey}`,
      payload,
    });
    expect(withAipkey.statusCode).toBe(200);
    expect(Object.keys(withAipkey.json())).toEqual([mine.reference]);
    const byBearer = await t.app.inject({
      method: 'POST',
      url: '/1xpay/admin/getOperations/',
      headers: caller.bearer,
      payload,
    });
    expect(byBearer.json()).toEqual(withAipkey.json());
    const unknown = await getOperations('cle-inconnue', [mine.reference]);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(NO_SESSION);
  });

  it('shows a regular admin the operations assigned to them, and the master all of them', async () => {
    const client = await customer(t.deps);
    const mineAgent = await agent(t.deps);
    const otherAgent = await agent(t.deps);
    const assigned = await createTransaction(t.deps, client.user, { reference: ref('OP-ASSIGNED') });
    const elsewhere = await createTransaction(t.deps, client.user, { reference: ref('OP-ELSEWHERE') });
    await createOperation(t.deps, assigned.reference, mineAgent.user.id, { operationStatus: 'success' });
    await createOperation(t.deps, elsewhere.reference, otherAgent.user.id, {
      operationStatus: 'error',
      failureMessage: 'Plafond atteint.',
    });
    const references = [assigned.reference, elsewhere.reference];

    const byAgent = await getOperations(mineAgent.apiKey, references);
    expect(byAgent.statusCode).toBe(200);
    expect(byAgent.json()).toEqual({
      [assigned.reference]: {
        transactionReference: assigned.reference,
        operationStatus: 'success',
        failureMessage: null,
      },
    });

    const boss = await asMaster();
    const byMaster = await getOperations(boss.apiKey, references);
    expect(byMaster.statusCode).toBe(200);
    expect(byMaster.json()).toEqual({
      [assigned.reference]: {
        transactionReference: assigned.reference,
        operationStatus: 'success',
        failureMessage: null,
      },
      [elsewhere.reference]: {
        transactionReference: elsewhere.reference,
        operationStatus: 'error',
        failureMessage: 'Plafond atteint.',
      },
    });
  });

  it(`answers {} to an empty list and 400 beyond ${MAX_REFERENCES} references`, async () => {
    const caller = await customer(t.deps);
    const empty = await getOperations(caller.apiKey, []);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({});
    const tooMany = await getOperations(
      caller.apiKey,
      Array.from({ length: MAX_REFERENCES + 1 }, (_, i) => `1XP-ABSENTE-${i}`),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual([
      {
        field: 'references',
        message: `Le champ « references » doit contenir au plus ${MAX_REFERENCES} éléments.`,
      },
    ]);
  });
});

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
      createdAt: at('2026-11-15T12:00:00Z'),
      updatedAt: at('2026-11-15T12:05:00Z'),
    });
    const notMine = await createTransaction(t.deps, client.user, { reference: ref('AO-NOTMINE') });
    // Inserted oldest last and with references out of date order, so only a sort by createdAt passes.
    await createOperation(t.deps, newer.reference, mineAgent.user.id, {
      operationStatus: 'error',
      failureMessage: 'Numéro introuvable.',
      createdAt: at('2026-11-16T08:00:00Z'),
      updatedAt: at('2026-11-16T09:30:00Z'),
    });
    await createOperation(t.deps, notMine.reference, otherAgent.user.id, {
      createdAt: at('2026-11-17T08:00:00Z'),
    });
    await createOperation(t.deps, older.reference, mineAgent.user.id, {
      createdAt: at('2026-11-14T08:00:00Z'),
    });

    const response = await adminOperations(mineAgent);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((item: { transactionReference: string }) => item.transactionReference)).toEqual([
      newer.reference,
      older.reference,
    ]);
    expect(body[0]).toEqual({
      transactionReference: newer.reference,
      operationStatus: 'error',
      failureMessage: 'Numéro introuvable.',
      adminId: mineAgent.user.id,
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
    const idle = await agent(t.deps);
    const response = await adminOperations(idle);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('gives the master every operation, newest first', async () => {
    const client = await customer(t.deps);
    const first = await agent(t.deps);
    const second = await agent(t.deps);
    const a = await createTransaction(t.deps, client.user, { reference: ref('AO-M-A') });
    const b = await createTransaction(t.deps, client.user, { reference: ref('AO-M-B') });
    // Later than every other operation of this file, so they head the list.
    await createOperation(t.deps, a.reference, first.user.id, { createdAt: at('2030-01-01T00:00:00Z') });
    await createOperation(t.deps, b.reference, second.user.id, { createdAt: at('2030-01-02T00:00:00Z') });

    const boss = await asMaster();
    const response = await adminOperations(boss);
    expect(response.statusCode).toBe(200);
    const body: { transactionReference: string; adminId: string; createdAt: number }[] = response.json();
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
    const boss = await asMaster();
    const cases: [Signed, string, string][] = [
      [admin, other.user.id, admin.user.id],
      [admin, admin.user.id, other.user.id],
      [admin, other.user.id, other.user.id],
      [boss, admin.user.id, boss.user.id],
      [boss, boss.user.id, admin.user.id],
    ];
    for (const [signed, pathUuid, headerUuid] of cases) {
      const response = await adminOperations(signed, pathUuid, headerUuid);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(UUID_MISMATCH);
    }
  });

  it('answers 403 to a customer, even about themselves', async () => {
    const client = await customer(t.deps);
    const admin = await agent(t.deps);
    const mine = await createTransaction(t.deps, client.user, { reference: ref('AO-CUSTOMER') });
    await createOperation(t.deps, mine.reference, admin.user.id);
    const response = await adminOperations(client);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });

  it('answers 401 without a valid session and 400 without the user-uuid header', async () => {
    const admin = await agent(t.deps);
    for (const headers of [
      { 'user-uuid': admin.user.id },
      { 'user-uuid': admin.user.id, authorization: 'Bearer cle-inconnue' },
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/1xpay/admin/operations/${admin.user.id}`,
        headers,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NO_SESSION);
    }
    const noHeader = await t.app.inject({
      method: 'GET',
      url: `/1xpay/admin/operations/${admin.user.id}`,
      headers: admin.bearer,
    });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().message).toBe('Le champ « user-uuid » est obligatoire.');
    const byCookie = await t.app.inject({
      method: 'GET',
      url: `/1xpay/admin/operations/${admin.user.id}/`,
      cookies: { apiKey: admin.apiKey },
      headers: { 'user-uuid': admin.user.id },
    });
    expect(byCookie.statusCode).toBe(200);
  });
});
