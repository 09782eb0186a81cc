import { MAX_REFERENCES, unchecked } from '@1xpay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_ORIGIN, NO_SESSION } from '../../testing/expected-errors.ts';
import {
  agent,
  createOperation,
  createTransaction,
  customer,
  master,
  labelledReference as ref,
  type Signed,
} from '../../testing/fixtures.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app.ts';
import { errorOf } from '../../testing/test-client.ts';

let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
});
afterAll(() => t.close());

/** POST /statuses as the apps call it (§7): the session key in the query. */
function statuses(apiKey: string, references: string[]) {
  return t.visitor.post('/statuses', { references }, { query: { apikey: apiKey } });
}

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
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
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
      expect(response.status).toBe(200);
      expect(response.body).toEqual({});
    }
  });

  it(`takes up to ${MAX_REFERENCES} references and answers 400 beyond`, async () => {
    const caller = await customer(t.deps);
    const mine = await createTransaction(t.deps, caller.user, { reference: ref('ST-MANY') });
    const fill = Array.from({ length: MAX_REFERENCES - 1 }, (_, i) => `1XP-ABSENTE-${i}`);
    const atLimit = await statuses(caller.apiKey, [mine.reference, ...fill]);
    expect(atLimit.status).toBe(200);
    expect(Object.keys(atLimit.body)).toEqual([mine.reference]);
    const beyond = await statuses(caller.apiKey, [mine.reference, ...fill, '1XP-DE-TROP']);
    expect(beyond.status).toBe(400);
    expect(beyond.body).toEqual({
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
    const response = await t.visitor.post('/statuses', unchecked({}), { query: { apikey: caller.apiKey } });
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe('Le champ « references » est obligatoire.');
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
    expect(byAgent.status).toBe(200);
    expect(byAgent.body).toEqual({
      [assigned.reference]: {
        transactionReference: assigned.reference,
        statusCode: 231,
        message: null,
        finished: false,
      },
    });

    const byMaster = await statuses(boss.apiKey, references);
    expect(byMaster.status).toBe(200);
    expect(byMaster.body).toEqual({
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
    const byBearer = await t.as(caller).post('/statuses', payload);
    expect(byBearer.status).toBe(200);
    expect(byBearer.body).toEqual(expected);
    const byCookie = await t
      .as(caller, { via: 'cookie', headers: { origin: TEST_ORIGIN } })
      .post('/statuses', payload);
    expect(byCookie.status).toBe(200);
    expect(byCookie.body).toEqual(expected);
    const crossSite = await t
      .as(caller, { via: 'cookie', headers: { origin: 'https://evil.example' } })
      .post('/statuses', payload);
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toEqual(FOREIGN_ORIGIN);
    for (const query of [{}, { apikey: 'cle-inconnue' }]) {
      const refused = await t.visitor.post('/statuses', payload, { query });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual(NO_SESSION);
    }
  });
});
