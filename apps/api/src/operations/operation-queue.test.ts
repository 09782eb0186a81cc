import type { QueuedOperation } from '@1xpay/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookEntries, entryOfMove } from '../common/transitions.ts';
import { operations } from '../db/schema.ts';
import { NO_SESSION } from '../testing/expected-errors.ts';
import {
  agent,
  createOperation,
  createTransaction,
  createUser,
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

const at = (minutes: number) => new Date(Date.parse('2026-11-20T08:00:00Z') + minutes * 60_000);

type Query = Record<string, string>;
async function queue(signed: Signed, query: Query = {}) {
  const response = await t.as(signed).get('/admin/operation-queue', { query });
  expect(response.status, response.text).toBe(200);
  return response.body;
}
const refs = (rows: readonly QueuedOperation[]) => rows.map((row) => row.reference);

/** A paid transaction of `payer` and its operation, assigned to `adminId`. */
async function operation(
  payer: Awaited<ReturnType<typeof createUser>>,
  adminId: string,
  label: string,
  options: {
    minutes: number;
    claimed?: boolean;
    book?: boolean;
    status?: 'pending' | 'success' | 'error';
    transaction?: Parameters<typeof createTransaction>[2];
  },
) {
  const row = await createTransaction(t.deps, payer, {
    reference: ref(label),
    statusCode: options.status === 'success' ? 200 : 231,
    ...options.transaction,
  });
  if (options.book === true) {
    // The money collected, as the ledger has it when a paid payment reaches delivery: it can be delivered.
    const collection = entryOfMove(row, 204, 231);
    if (collection === undefined) throw new Error('204 → 231 books no collection');
    await bookEntries(t.deps.db, [{ entry: collection, at: t.deps.clock() }]);
  }
  await createOperation(t.deps, row.reference, adminId, {
    operationStatus: options.status ?? 'pending',
    createdAt: at(options.minutes),
    updatedAt: at(options.minutes + (options.status === undefined ? 0 : 30)),
    claimedAt: options.claimed === true ? at(options.minutes + 1) : null,
  });
  return row;
}

describe('GET /1xpay/admin/operation-queue', () => {
  it('opens on the waiting operations of the agent, oldest first, with what delivering them needs', async () => {
    const mine = await agent(t.deps);
    const other = await agent(t.deps);
    const payer = await createUser(t.deps, { firstName: 'Koffi', lastName: 'Mensah' });
    const newer = await operation(payer, mine.user.id, 'Q-NEWER', { minutes: 20 });
    const older = await operation(payer, mine.user.id, 'Q-OLDER', {
      minutes: 5,
      transaction: {
        type: 'withdrawal',
        operator: 'moov',
        amount: 25_000n,
        beneficiaryPhone: '+22997000111',
        beneficiaryCountry: 'BJ',
      },
    });
    await operation(payer, mine.user.id, 'Q-CLAIMED', { minutes: 1, claimed: true });
    await operation(payer, mine.user.id, 'Q-DONE', { minutes: 0, status: 'success' });
    await operation(payer, other.user.id, 'Q-OTHERS', { minutes: 2 });

    const page = await queue(mine);
    expect(refs(page.data)).toEqual([older.reference, newer.reference]);
    expect(page.next).toBeNull();
    expect(page.data[0]).toEqual({
      reference: older.reference,
      type: 'withdrawal',
      amount: 25_000,
      currency: 'XOF',
      country: 'BJ',
      operator: 'moov',
      customerName: 'Koffi Mensah',
      customerPhone: payer.phoneNumber,
      payerPhone: payer.phoneNumber,
      beneficiaryPhone: '+22997000111',
      accountId1xBet: older.accountId1xBet,
      operationStatus: 'pending',
      failureMessage: null,
      deliveryReference: null,
      adminId: mine.user.id,
      claimedAt: null,
      createdAt: at(5).getTime(),
      updatedAt: at(5).getTime(),
    });
  });

  it('gives a transfer across currencies what its beneficiary receives and where, which is what the agent delivers', async () => {
    const mine = await agent(t.deps);
    const payer = await createUser(t.deps);
    await operation(payer, mine.user.id, 'Q-GABON', {
      minutes: 4,
      transaction: {
        type: 'transfer',
        amount: 25_000n,
        beneficiaryPhone: '+24174123456',
        beneficiaryCountry: 'GA',
        beneficiaryOperator: 'airtel',
        receivedAmount: 25_062n,
        receivedCurrency: 'XAF',
        rate: '1.0025',
      },
    });
    const [row] = (await queue(mine)).data;
    expect(row).toMatchObject({
      amount: 25_000,
      currency: 'XOF',
      receivedAmount: 25_062,
      receivedCurrency: 'XAF',
      // Where the agent sends it.
      beneficiaryCountry: 'GA',
      beneficiaryOperator: 'airtel',
    });
  });

  it('has a tab for those taken in hand and one for the finished, the latest finished first', async () => {
    const mine = await agent(t.deps);
    const payer = await createUser(t.deps);
    const claimed = await operation(payer, mine.user.id, 'Q-TAB-CLAIMED', { minutes: 3, claimed: true });
    const firstDone = await operation(payer, mine.user.id, 'Q-TAB-DONE1', { minutes: 1, status: 'success' });
    const lastDone = await operation(payer, mine.user.id, 'Q-TAB-DONE2', { minutes: 2, status: 'error' });
    await operation(payer, mine.user.id, 'Q-TAB-TODO', { minutes: 0 });

    expect(refs((await queue(mine, { tab: 'claimed' })).data)).toEqual([claimed.reference]);
    expect(refs((await queue(mine, { tab: 'done' })).data)).toEqual([
      lastDone.reference,
      firstDone.reference,
    ]);
  });

  it('gives the master every agent’s operations', async () => {
    const one = await agent(t.deps);
    const two = await agent(t.deps);
    const payer = await createUser(t.deps, { country: 'TG', phoneNumber: '+22890001234' });
    const a = await operation(payer, one.user.id, 'Q-MASTER-A', {
      minutes: 10,
      transaction: { country: 'TG' },
    });
    const b = await operation(payer, two.user.id, 'Q-MASTER-B', {
      minutes: 11,
      transaction: { country: 'TG' },
    });
    expect(refs((await queue(boss, { country: 'TG' })).data)).toEqual([a.reference, b.reference]);
    expect(refs((await queue(one, { country: 'TG' })).data)).toEqual([a.reference]);
  });

  it('searches by reference, phone (international or local) and name, and filters by country, operator and type', async () => {
    const mine = await agent(t.deps);
    const awa = await createUser(t.deps, {
      firstName: 'Awa',
      lastName: 'Traoré',
      phoneNumber: '+22961234567',
    });
    const ibrahim = await createUser(t.deps, { firstName: 'Ibrahim', lastName: 'Sow' });
    const deposit = await operation(awa, mine.user.id, 'Q-SEARCH-DEP', { minutes: 1 });
    const transfer = await operation(ibrahim, mine.user.id, 'Q-SEARCH-TRF', {
      minutes: 2,
      transaction: { type: 'transfer', operator: 'moov', beneficiaryPhone: '+22997770000' },
    });

    expect(refs((await queue(mine, { q: deposit.reference.slice(0, -2).toLowerCase() })).data)).toContain(
      deposit.reference,
    );
    expect(refs((await queue(mine, { q: '61 23 45 67' })).data)).toEqual([deposit.reference]);
    expect(refs((await queue(mine, { q: '+229 97 77 00 00' })).data)).toEqual([transfer.reference]);
    expect(refs((await queue(mine, { q: 'traor' })).data)).toEqual([deposit.reference]);
    expect(refs((await queue(mine, { q: 'Ibrahim Sow' })).data)).toEqual([transfer.reference]);
    expect(refs((await queue(mine, { q: '100%' })).data)).toEqual([]);
    expect(refs((await queue(mine, { type: 'transfer' })).data)).toEqual([transfer.reference]);
    expect(refs((await queue(mine, { operator: 'moov' })).data)).toEqual([transfer.reference]);
    expect(refs((await queue(mine, { country: 'BJ', operator: 'mtn' })).data)).toEqual([deposit.reference]);
    expect(refs((await queue(mine, { country: 'SN' })).data)).toEqual([]);
  });

  it('pages by keyset: every row once, in order, even among operations of the same instant', async () => {
    const mine = await agent(t.deps);
    const payer = await createUser(t.deps);
    const made: string[] = [];
    for (let index = 0; index < 7; index += 1)
      made.push(
        (await operation(payer, mine.user.id, `Q-PAGE-${index}`, { minutes: index < 4 ? 0 : index }))
          .reference,
      );
    const expected = [...made.slice(0, 4).sort(), ...made.slice(4)];
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: { data: QueuedOperation[]; next: string | null } = await queue(mine, {
        limit: '3',
        ...(after === null ? {} : { after }),
      });
      seen.push(...refs(page.data));
      after = page.next;
    } while (after !== null);
    expect(seen).toEqual(expected);

    // The finished, newest first, page by page with `before`.
    await t.deps.db
      .update(operations)
      .set({ operationStatus: 'success' })
      .where(eq(operations.adminId, mine.user.id));
    const first = await queue(mine, { tab: 'done', limit: '4' });
    expect(first.next).not.toBeNull();
    const second = await queue(mine, { tab: 'done', limit: '4', before: first.next ?? '' });
    expect([...refs(first.data), ...refs(second.data)]).toEqual(expected.toReversed());
    expect(second.next).toBeNull();
  });

  it('refuses a visitor (401), a customer (403) and a malformed query, in French', async () => {
    const visitor = await t.visitor.get('/admin/operation-queue');
    expect(visitor.status).toBe(401);
    expect(errorOf(visitor)).toEqual(NO_SESSION);
    const client = await customer(t.deps);
    expect((await t.as(client).get('/admin/operation-queue')).status).toBe(403);
    const bad = await t
      .as(boss)
      .get('/admin/operation-queue', { query: { tab: 'all', after: 'x' } as never });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).message).toMatch(/Le champ « tab »/);
  });
});

describe('GET /1xpay/admin/operation-queue/counts', () => {
  it('counts the agent’s waiting operations, taken in hand or not, and the oldest’s arrival', async () => {
    const mine = await agent(t.deps);
    const payer = await createUser(t.deps);
    await operation(payer, mine.user.id, 'Q-COUNT-1', { minutes: 40 });
    await operation(payer, mine.user.id, 'Q-COUNT-2', { minutes: 30, claimed: true });
    await operation(payer, mine.user.id, 'Q-COUNT-3', { minutes: 50 });
    await operation(payer, mine.user.id, 'Q-COUNT-4', { minutes: 10, status: 'success' });
    const response = await t.as(mine).get('/admin/operation-queue/counts');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ todo: 2, claimed: 1, oldestSince: at(30).getTime() });
    const empty = await agent(t.deps);
    expect((await t.as(empty).get('/admin/operation-queue/counts')).body).toEqual({
      todo: 0,
      claimed: 0,
      oldestSince: null,
    });
  });
});

describe('POST /1xpay/admin/operations/{reference}/complete with the delivery’s reference', () => {
  it('keeps the operator’s reference and the note, and the transaction’s detail shows them', async () => {
    const mine = await agent(t.deps);
    const payer = await createUser(t.deps);
    const row = await operation(payer, mine.user.id, 'Q-DELIVERY', { minutes: 0, book: true });
    const done = await t.as(mine).post(`/admin/operations/${row.reference}/complete`, {
      deliveryReference: '  MP241128.1532.A12345 ',
      note: 'Crédité sur le compte MTN du client.',
    });
    expect(done.status, done.text).toBe(200);
    const detail = await t.as(boss).get(`/admin/transactions/${row.reference}`);
    expect(detail.body.operation).toMatchObject({
      operationStatus: 'success',
      deliveryReference: 'MP241128.1532.A12345',
      deliveryNote: 'Crédité sur le compte MTN du client.',
    });
    const finished = await queue(mine, { tab: 'done' });
    expect(finished.data.find((item) => item.reference === row.reference)?.deliveryReference).toBe(
      'MP241128.1532.A12345',
    );
  });

  it('still completes without a body (§7’s callers), and keeps a failure’s reference', async () => {
    const mine = await agent(t.deps);
    const payer = await createUser(t.deps);
    const plain = await operation(payer, mine.user.id, 'Q-PLAIN', { minutes: 0, book: true });
    expect((await t.as(mine).post(`/admin/operations/${plain.reference}/complete`)).status).toBe(200);
    const failed = await operation(payer, mine.user.id, 'Q-FAILED', { minutes: 1, book: true });
    const answer = await t.as(mine).post(`/admin/operations/${failed.reference}/fail`, {
      failureMessage: 'Le numéro du bénéficiaire est inconnu chez l’opérateur.',
      deliveryReference: 'ERR-778',
    });
    expect(answer.status, answer.text).toBe(200);
    const [stored] = await t.deps.db
      .select({ deliveryReference: operations.deliveryReference, deliveryNote: operations.deliveryNote })
      .from(operations)
      .where(eq(operations.transactionReference, failed.reference));
    expect(stored).toEqual({ deliveryReference: 'ERR-778', deliveryNote: null });
  });

  it('refuses a reference too long, empty or with a control character, in French, and changes nothing', async () => {
    const mine = await agent(t.deps);
    const payer = await createUser(t.deps);
    const row = await operation(payer, mine.user.id, 'Q-BAD-REF', { minutes: 0 });
    for (const deliveryReference of ['x'.repeat(65), '   ', 'A\u0007B']) {
      const answer = await t
        .as(mine)
        .post(`/admin/operations/${row.reference}/complete`, { deliveryReference });
      expect(answer.status).toBe(400);
      expect(errorOf(answer).message).toMatch(/^Le champ « deliveryReference »/);
    }
    const tooLong = await t
      .as(mine)
      .post(`/admin/operations/${row.reference}/complete`, { note: 'n'.repeat(501) });
    expect(errorOf(tooLong).message).toBe('Le champ « note » doit contenir au plus 500 caractères.');
    const [stored] = await t.deps.db
      .select({ status: operations.operationStatus })
      .from(operations)
      .where(eq(operations.transactionReference, row.reference));
    expect(stored?.status).toBe('pending');
  });
});
