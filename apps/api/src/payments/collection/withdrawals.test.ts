import { randomUUID } from 'node:crypto';
import type { BodyOf } from '@1xpay/contract';
import { errorMessage, isBalanced } from '@1xpay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerPostings, transactions } from '../../db/schema.ts';
import { agent, customer, master, type Signed } from '../../testing/fixtures.ts';
import { paymentJourneys } from '../../testing/payment-journeys.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { findMoneyRuleBreaks, MONEY_RULE_GRACE_MS } from '../reconciliation/check-money-rule.ts';

// Withdrawals from the betting account (issue 35, decision 062): the customer brings the code the betting site gave
// them; the sandbox partner answers by the code's last two digits; a confirmed withdrawal is verified and handed to
// an agent, who pays it out to the customer's number; the ledger books what the partner owes, then what moved.

let t: TestApp;
let boss: Signed;
let journeys: ReturnType<typeof paymentJourneys>;
let numbers = 0;

beforeAll(async () => {
  // A key, so the code is stored sealed, as in production.
  t = await createTestApp({ TOTP_ENCRYPTION_KEY: '07'.repeat(32) });
  boss = await master(t.deps);
  journeys = paymentJourneys(t);
  const fees = await t.as(boss).post('/api/fees', {
    fees: [
      { type: 'deposit', country: '*', operator: '*', percent: '1', fixed: 0, currency: 'XOF' },
      { type: 'withdrawal', country: '*', operator: '*', percent: '2', fixed: 0, currency: 'XOF' },
    ],
    processorFees: [],
  });
  expect(fees.status).toBe(200);
});
afterAll(() => t.close());

type Creation = BodyOf<'/api/transactions'>;

/** A new customer with a betting account and a Beninese number of their own. */
async function bettor(): Promise<Signed> {
  numbers += 1;
  return customer(t.deps, {
    phoneNumber: `+2290197${String(numbers).padStart(4, '0')}00`,
    accountId1xBet: `55${String(numbers).padStart(6, '0')}`,
  });
}

const withdrawal = (who: Signed, withdrawalCode: string, amount = 10_000): Creation => ({
  type: 'withdrawal',
  country: 'BJ',
  operator: 'mtn',
  payerPhone: who.user.phoneNumber,
  amount,
  withdrawalCode,
});

function create(who: Signed, body: Creation, key: string = randomUUID()) {
  return t.as(who).post('/api/transactions', body, { idempotencyKey: key });
}

async function rowOf(reference: string) {
  const [row] = await t.deps.db.select().from(transactions).where(eq(transactions.reference, reference));
  if (row === undefined) throw new Error(`no transaction ${reference}`);
  return row;
}

/** Every posting of the transaction's ledger, by entry kind. */
async function postingsOf(reference: string) {
  const rows = await t.deps.db
    .select({ kind: ledgerEntries.kind, account: ledgerPostings.account, amount: ledgerPostings.amount })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(eq(ledgerEntries.reference, reference));
  const byKind = new Map<string, { account: string; amount: bigint }[]>();
  for (const { kind, account, amount } of rows)
    byKind.set(kind, [...(byKind.get(kind) ?? []), { account, amount }]);
  return byKind;
}

const sum = (postings: { account: string; amount: bigint }[] | undefined, account: string) =>
  (postings ?? []).filter((p) => p.account === account).reduce((total, p) => total + p.amount, 0n);

describe('a withdrawal the partner confirms', () => {
  it('is created at 201 with its fees, confirmed (230), verified, delivered by an agent (200) and booked', async () => {
    const who = await bettor();
    const delivering = await agent(t.deps, { countries: ['BJ'], allowedOperationsTypes: ['withdrawal'] });
    const created = await create(who, withdrawal(who, 'RET-4821'));
    expect(created.status).toBe(201);
    const { reference } = created.body;
    const stored = await rowOf(reference);
    expect(stored).toMatchObject({
      type: 'withdrawal',
      statusCode: 201,
      amount: 10_000n,
      fees: 200n,
      receivedAmount: 9_800n,
      receivedCurrency: 'XOF',
      accountId1xBet: who.user.accountId1xBet,
      withdrawalCodeHint: '4821',
    });
    // Sealed: the code itself is nowhere in the row.
    expect(stored.withdrawalCode).toMatch(/^v1:/);
    expect(JSON.stringify(stored, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(
      'RET-4821',
    );

    await journeys.runJobs();
    const confirmed = await rowOf(reference);
    expect(confirmed.statusCode).toBe(231);
    expect(confirmed.withdrawalCode).toBeNull();
    expect(confirmed.partnerReference).toBe(`sbx_w_${reference}`);
    const operation = await journeys.operationOf(reference);
    expect(operation).toMatchObject({ operationStatus: 'pending', adminId: delivering.user.id });

    // The agent sees what to pay and the code's end, never the code.
    const queue = await t.as(delivering).get('/admin/operation-queue');
    const queued = queue.body.data.find((row) => row.reference === reference);
    expect(queued).toMatchObject({
      type: 'withdrawal',
      payerPhone: who.user.phoneNumber,
      receivedAmount: 9_800,
      withdrawalCodeHint: '4821',
      partnerReference: `sbx_w_${reference}`,
    });
    expect(JSON.stringify(queue.body)).not.toContain('RET-4821');

    expect((await t.as(delivering).post(`/admin/operations/${reference}/complete`)).status).toBe(200);
    const detail = await t.as(who).get(`/api/transactions/${reference}`);
    expect(detail.body.status).toMatchObject({ statusCode: 200, finished: true });
    expect(detail.body.transaction).toMatchObject({ withdrawalCodeHint: '4821', receivedAmount: 9_800 });
    expect(detail.body.timeline.map((step) => step.statusCode)).toEqual([201, 230, 231, 200]);

    const ledger = await postingsOf(reference);
    expect([...ledger.keys()].sort()).toEqual(['collection', 'delivery']);
    for (const postings of ledger.values())
      expect(isBalanced(postings.map((p) => ({ ...p, currency: 'XOF' })))).toBe(true);
    // The partner owes the amount, the customer is owed what arrives, the fees are ours...
    expect(sum(ledger.get('collection'), 'partner_receivable:1xbet')).toBe(10_000n);
    expect(sum(ledger.get('collection'), 'customer_funds_in_transit')).toBe(-9_800n);
    expect(sum(ledger.get('collection'), 'fees_revenue')).toBe(-200n);
    // ...then the money taken from the partner and paid out, the fees left in clearing.
    expect(sum(ledger.get('delivery'), 'partner_receivable:1xbet')).toBe(-10_000n);
    expect(sum(ledger.get('delivery'), 'customer_funds_in_transit')).toBe(9_800n);
    expect(sum(ledger.get('delivery'), 'processor_clearing:sandbox')).toBe(200n);
  });

  it('is answered the same for the same Idempotency-Key, and refused for another body under it', async () => {
    const who = await bettor();
    const key = randomUUID();
    const first = await create(who, withdrawal(who, 'RET-1111'), key);
    const again = await create(who, withdrawal(who, 'RET-1111'), key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const other = await create(who, withdrawal(who, 'RET-2222'), key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ error: 'idempotency_key_reused' });
    const mine = await t.deps.db.select().from(transactions).where(eq(transactions.senderId, who.user.id));
    expect(mine).toHaveLength(1);
  });

  it('prices a withdrawal as the partner pays it: total the amount, the fees taken from it', async () => {
    const who = await bettor();
    const quote = await t
      .as(who)
      .get('/api/quote', { query: { type: 'withdrawal', country: 'BJ', operator: 'mtn', amount: '25000' } });
    expect(quote.status).toBe(200);
    expect(quote.body).toEqual({
      amount: 25_000,
      fees: 500,
      total: 25_000,
      currency: 'XOF',
      rate: '1',
      receivedAmount: 24_500,
      receivedCurrency: 'XOF',
    });
  });
});

describe('a withdrawal the partner refuses', () => {
  it.each([
    ['RET-0070', 470],
    ['RET-0071', 471],
    ['RET-0072', 472],
    ['RET-0073', 473],
  ])('code %s ends at %i with its message, erased, nothing booked', async (code, status) => {
    const who = await bettor();
    const created = await create(who, withdrawal(who, code));
    expect(created.status).toBe(201);
    const { reference } = created.body;
    await journeys.runJobs();
    const row = await rowOf(reference);
    expect(row).toMatchObject({
      statusCode: status,
      finished: true,
      withdrawalCode: null,
      partnerReference: null,
    });
    const statuses = await t.as(who).post('/statuses', { references: [reference] });
    expect(statuses.body).toEqual({
      [reference]: { transactionReference: reference, statusCode: status, message: null, finished: true },
    });
    expect(errorMessage(status)).not.toBe(errorMessage(461));
    expect(await journeys.ledgerKinds(reference)).toEqual([]);
    expect(await journeys.operationOf(reference)).toBeUndefined();
  });

  it('says each refusal in French and in English', () => {
    expect(errorMessage(470)).toBe('Code de retrait inconnu pour ce compte de paris.');
    expect(errorMessage(471)).toBe('Ce code de retrait a déjà servi.');
    expect(errorMessage(472)).toBe(
      'Ce code de retrait a expiré\u202f: demandez-en un nouveau sur le site de paris.',
    );
    expect(errorMessage(473)).toBe('Le montant ne correspond pas à celui du retrait demandé.');
  });

  it('waits at 201 while the partner is out of reach, then expires at the deadline (451)', async () => {
    const who = await bettor();
    const { reference } = (await create(who, withdrawal(who, 'RET-0079'))).body;
    await journeys.runJobs();
    expect((await rowOf(reference)).statusCode).toBe(201);
    t.clock.advance(t.deps.config.paymentExpiryMs);
    await journeys.runJobs();
    expect(await rowOf(reference)).toMatchObject({ statusCode: 451, finished: true, withdrawalCode: null });
    expect(await journeys.ledgerKinds(reference)).toEqual([]);
  });
});

describe('§8 refusals at creation', () => {
  it('refuses a withdrawal without a code, or without a betting account, with 401 and creates nothing', async () => {
    const who = await bettor();
    const { withdrawalCode: _code, ...withoutCode } = withdrawal(who, 'RET-1234');
    const noCode = await create(who, withoutCode);
    expect(noCode.status).toBe(422);
    expect(noCode.body).toMatchObject({ error: 'payment_refused', statusCode: 401 });
    const noAccount = await customer(t.deps, { phoneNumber: '+22901970999' + '00', accountId1xBet: null });
    const refused = await create(noAccount, withdrawal(noAccount, 'RET-1234'));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ statusCode: 401 });
    for (const id of [who.user.id, noAccount.user.id])
      expect(await t.deps.db.select().from(transactions).where(eq(transactions.senderId, id))).toEqual([]);
  });

  it('refuses an invalid number to pay (402) and an amount under the minimum (410); a malformed code is a 400', async () => {
    const who = await bettor();
    const badNumber = await create(who, { ...withdrawal(who, 'RET-1234'), payerPhone: '+22912' });
    expect(badNumber.body).toMatchObject({ statusCode: 402 });
    const tiny = await create(who, withdrawal(who, 'RET-1234', 50));
    expect(tiny.body).toMatchObject({ statusCode: 410 });
    const malformed = await create(who, withdrawal(who, 'RET 12!'));
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'validation_failed' });
  });
});

describe('a confirmed withdrawal whose delivery fails', () => {
  it('ends at 528, its money put back on the betting account, and the money rule holds', async () => {
    const who = await bettor();
    const { reference } = (await create(who, withdrawal(who, 'RET-5555', 20_000))).body;
    await journeys.runJobs();
    expect((await rowOf(reference)).statusCode).toBe(231);
    const failed = await t
      .as(boss)
      .post(`/admin/operations/${reference}/fail`, { failureMessage: 'Numéro injoignable.' });
    expect(failed.status).toBe(200);
    await journeys.runJobs();
    const row = await rowOf(reference);
    expect(row.statusCode).toBe(528);
    expect(row.message).toBe(
      'Numéro injoignable. Le montant du retrait a été rendu à votre compte de paris.',
    );
    const refund = await journeys.refundOf(boss, reference);
    expect(refund).toMatchObject({
      status: 'sent',
      amount: 20_000,
      processorReference: `sbx_r_${reference}`,
    });
    const ledger = await postingsOf(reference);
    expect([...ledger.keys()].sort()).toEqual(['collection', 'refund', 'reversal']);
    expect(sum(ledger.get('reversal'), 'refunds_due')).toBe(-20_000n);
    expect(sum(ledger.get('refund'), 'partner_receivable:1xbet')).toBe(-20_000n);
    expect(sum(ledger.get('reversal'), 'fees_revenue')).toBe(400n);

    t.clock.advance(MONEY_RULE_GRACE_MS + 60_000);
    const breaks = await findMoneyRuleBreaks(t.deps.db, t.clock.now());
    expect(breaks.filter((found) => found.reference === reference)).toEqual([]);
  });

  it('keeps every balance at or above zero: the partner owes exactly the withdrawals still being delivered', async () => {
    await journeys.runJobs();
    const balances = (await t.as(boss).get('/api/ledger/balances')).body.data;
    for (const balance of balances) expect(balance.balance).toBeGreaterThanOrEqual(0);
    const receivable = balances.find((b) => b.account === 'partner_receivable:1xbet');
    const open = await t.deps.db
      .select({ amount: transactions.amount, statusCode: transactions.statusCode })
      .from(transactions)
      .where(eq(transactions.type, 'withdrawal'));
    const owed = open
      .filter((row) => [230, 231, 235].includes(row.statusCode))
      .reduce((total, row) => total + Number(row.amount), 0);
    // The idempotency test's withdrawal waits for its agent: the partner owes it, and nothing else.
    expect(owed).toBe(10_000);
    expect(receivable?.balance).toBe(owed);
  });
});
