import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerPostings, operations, transactionEvents, transactions } from '../db/schema.ts';
import { MASTER_ONLY } from '../testing/expected-errors.ts';
import {
  agent,
  createOperation,
  createTransaction,
  customer,
  master,
  type Signed,
} from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { errorOf } from '../testing/test-client.ts';
import { LedgerWouldGoNegative, moveTransaction } from './transitions.ts';

let t: TestApp;
let boss: Signed;
let payer: Signed;

beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
  payer = await customer(t.deps);
});
afterAll(() => t.close());

async function walk(reference: string, codes: number[]) {
  for (const to of codes) {
    await t.deps.db.transaction((tx) =>
      moveTransaction(tx, { reference, to, source: 'processor', now: t.clock.now() }),
    );
  }
}

function balances(who: Signed | null = boss) {
  return t.as(who).get('/api/ledger/balances');
}

async function entriesOf(reference: string) {
  return t.deps.db
    .select({ kind: ledgerEntries.kind, account: ledgerPostings.account, amount: ledgerPostings.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.entryId, ledgerEntries.id))
    .where(eq(ledgerEntries.reference, reference))
    .orderBy(ledgerPostings.id);
}

describe('moveTransaction', () => {
  it('walks a deposit to success, recording each change and booking collection then delivery', async () => {
    const row = await createTransaction(t.deps, payer.user, { statusCode: 201, amount: 10_000n, fees: 100n });
    await walk(row.reference, [202, 203, 204, 230, 231, 200]);
    const [after] = await t.deps.db
      .select()
      .from(transactions)
      .where(eq(transactions.reference, row.reference));
    expect(after).toMatchObject({ statusCode: 200, finished: true });
    const events = await t.deps.db
      .select()
      .from(transactionEvents)
      .where(eq(transactionEvents.reference, row.reference))
      .orderBy(transactionEvents.id);
    expect(events.map((event) => [event.fromCode, event.toCode])).toEqual([
      [201, 202],
      [202, 203],
      [203, 204],
      [204, 230],
      [230, 231],
      [231, 200],
    ]);
    expect(await entriesOf(row.reference)).toEqual([
      { kind: 'collection', account: 'processor_clearing:sandbox', amount: 10_100n },
      { kind: 'collection', account: 'customer_funds_in_transit', amount: -10_000n },
      { kind: 'collection', account: 'fees_revenue', amount: -100n },
      { kind: 'delivery', account: 'customer_funds_in_transit', amount: 10_000n },
      { kind: 'delivery', account: 'partner_payable:1xbet', amount: -10_000n },
    ]);
  });

  it('reverses a paid transaction whose delivery failed, fees included', async () => {
    const row = await createTransaction(t.deps, payer.user, { statusCode: 204, amount: 5_000n, fees: 50n });
    await walk(row.reference, [232, 231, 528]);
    const entries = await entriesOf(row.reference);
    expect(entries.map((e) => e.kind)).toEqual([
      'collection',
      'collection',
      'collection',
      'reversal',
      'reversal',
      'reversal',
    ]);
    expect(entries.reduce((sum, e) => sum + e.amount, 0n)).toBe(0n);
  });

  it('refuses an illegal move and any move of a finished transaction, changing nothing', async () => {
    const row = await createTransaction(t.deps, payer.user, { statusCode: 204 });
    await expect(walk(row.reference, [200])).rejects.toMatchObject({
      code: 'conflict',
      messageKey: 'illegalTransition',
    });
    await walk(row.reference, [460]);
    await expect(walk(row.reference, [230])).rejects.toMatchObject({ messageKey: 'illegalTransition' });
    const [after] = await t.deps.db
      .select()
      .from(transactions)
      .where(eq(transactions.reference, row.reference));
    expect(after).toMatchObject({ statusCode: 460, finished: true });
    expect(await entriesOf(row.reference)).toEqual([]);
  });

  it('books each money event once even when two moves race', async () => {
    const row = await createTransaction(t.deps, payer.user, { statusCode: 204, amount: 1_000n, fees: 10n });
    const results = await Promise.allSettled([walk(row.reference, [230]), walk(row.reference, [232])]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const kinds = (await entriesOf(row.reference)).map((e) => e.kind);
    expect(kinds).toEqual(['collection', 'collection', 'collection']);
  });
});

describe('the ledger never goes below zero', () => {
  async function rowOf(reference: string) {
    const [row] = await t.deps.db.select().from(transactions).where(eq(transactions.reference, reference));
    const events = await t.deps.db
      .select()
      .from(transactionEvents)
      .where(eq(transactionEvents.reference, reference));
    return { statusCode: row?.statusCode, finished: row?.finished, events: events.length };
  }

  it('fails a move that would take an account below zero, whole, with a typed error', async () => {
    // At 231 without its collection booked (as the demo data used to be): delivering it would take the money in
    // transit below zero.
    const row = await createTransaction(t.deps, payer.user, { statusCode: 231, amount: 1_000_000_000n });
    const error = await walk(row.reference, [200]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LedgerWouldGoNegative);
    expect(error).toMatchObject({ code: 'conflict', messageKey: 'ledgerNegative' });
    expect(await rowOf(row.reference)).toEqual({ statusCode: 231, finished: false, events: 0 });
    expect(await entriesOf(row.reference)).toEqual([]);
  });

  it('answers an admin settling such a payment 409 in the error shape, and changes nothing', async () => {
    const row = await createTransaction(t.deps, payer.user, { statusCode: 231, amount: 2_000_000_000n });
    await createOperation(t.deps, row.reference, boss.user.id);
    const response = await t.as(boss).post(`/admin/operations/${row.reference}/complete`);
    expect(response.status).toBe(409);
    expect(errorOf(response)).toEqual({
      error: 'conflict',
      message: 'Mouvement refusé : un compte du grand livre passerait sous zéro.',
    });
    expect(await rowOf(row.reference)).toEqual({ statusCode: 231, finished: false, events: 0 });
    const [operation] = await t.deps.db
      .select()
      .from(operations)
      .where(eq(operations.transactionReference, row.reference));
    expect(operation?.operationStatus).toBe('pending');
  });

  it('holds in the database for any writer: postings that take an account below zero are refused', async () => {
    const row = await createTransaction(t.deps, payer.user, { statusCode: 231 });
    const write = t.deps.db.transaction(async (tx) => {
      const [entry] = await tx
        .insert(ledgerEntries)
        .values({ reference: row.reference, kind: 'delivery', at: t.clock.now() })
        .returning();
      await tx.insert(ledgerPostings).values([
        { entryId: entry?.id ?? 0n, account: 'fees_revenue', currency: 'XOF', amount: 1_000_000n },
        { entryId: entry?.id ?? 0n, account: 'partner_payable:1xbet', currency: 'XOF', amount: -1_000_000n },
      ]);
    });
    await expect(write).rejects.toThrow();
    expect(await entriesOf(row.reference)).toEqual([]);
  });
});

describe('GET /1xpay/api/ledger/balances', () => {
  it('derives balances per account and currency, each on its normal side, summing to zero overall', async () => {
    const response = await balances();
    expect(response.status).toBe(200);
    const { data } = response.body;
    const find = (account: string) => data.find((row) => row.account === account)?.balance;
    // Deposits above: 10 100 + 5 050 + 1 010 collected; 10 000 delivered; 5 050 reversed, owed back until its refund
    // is sent (decision 042: the processor still holds it).
    expect(find('processor_clearing:sandbox')).toBe(16_160);
    expect(find('refunds_due')).toBe(5_050);
    expect(find('partner_payable:1xbet')).toBe(10_000);
    expect(find('customer_funds_in_transit')).toBe(1_000);
    expect(find('fees_revenue')).toBe(110);
    const debit = data
      .filter((row) => row.account.startsWith('processor_clearing:'))
      .reduce((s, r) => s + r.balance, 0);
    const credit = data
      .filter((row) => !row.account.startsWith('processor_clearing:'))
      .reduce((s, r) => s + r.balance, 0);
    expect(debit).toBe(credit);
  });

  it('is for the master admin only', async () => {
    const regular = await agent(t.deps);
    const refused = await balances(regular);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(MASTER_ONLY);
    expect((await balances(payer)).status).toBe(403);
    expect((await balances(null)).status).toBe(401);
  });
});
