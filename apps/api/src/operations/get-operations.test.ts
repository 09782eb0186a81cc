import { MAX_REFERENCES } from '@1xpay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SESSION } from '../testing/expected-errors.ts';
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

/** POST /admin/getOperations as the apps call it (§7): the session key in the query, spelt `aipkey`. */
function getOperations(apiKey: string, references: string[]) {
  return t.visitor.post('/admin/getOperations', { references }, { query: { aipkey: apiKey } });
}

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
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
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
    // The client's table types the query as `aipkey`: the spelling of the other calls is sent as it is.
    const withApikey = await t.visitor.send({
      method: 'POST',
      path: '/admin/getOperations/',
      query: { apikey: caller.apiKey },
      body: payload,
    });
    expect(withApikey.status).toBe(401);
    expect(withApikey.body).toEqual(NO_SESSION);
    const withAipkey = await getOperations(caller.apiKey, payload.references);
    expect(withAipkey.status).toBe(200);
    expect(Object.keys(withAipkey.body)).toEqual([mine.reference]);
    const byBearer = await t.as(caller).post('/admin/getOperations', payload);
    expect(byBearer.body).toEqual(withAipkey.body);
    const unknown = await getOperations('cle-inconnue', [mine.reference]);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(NO_SESSION);
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
    expect(byAgent.status).toBe(200);
    expect(byAgent.body).toEqual({
      [assigned.reference]: {
        transactionReference: assigned.reference,
        operationStatus: 'success',
        failureMessage: null,
      },
    });

    const byMaster = await getOperations(boss.apiKey, references);
    expect(byMaster.status).toBe(200);
    expect(byMaster.body).toEqual({
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
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({});
    const tooMany = await getOperations(
      caller.apiKey,
      Array.from({ length: MAX_REFERENCES + 1 }, (_, i) => `1XP-ABSENTE-${i}`),
    );
    expect(tooMany.status).toBe(400);
    expect(errorOf(tooMany).fields).toEqual([
      {
        field: 'references',
        message: `Le champ « references » doit contenir au plus ${MAX_REFERENCES} éléments.`,
      },
    ]);
  });
});
