import { randomUUID } from 'node:crypto';
import type { BodyOf, OperatorsConfig } from '@1xpay/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATORS } from '../catalogue/default-operators.ts';
import { transactions, users } from '../db/schema.ts';
import { customer, master, type Signed, signIn } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { errorOf } from '../testing/test-client.ts';

// Issue 34, decision 058: each level has a monthly limit across the account's payments (level 1: 200,000 F CFA,
// level 2: 2,000,000), set in the operators document; a payment over it is refused (422 level_limit_reached) with
// what is left and the way up, checked under the account's lock so that two payments at once cannot both fit.

let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps, { rememberMe: true });
});
afterAll(() => t.close());
afterEach(() => setOperators({}));

const N = '\u202f';

async function setOperators(changes: Partial<OperatorsConfig>) {
  expect((await t.as(boss).post('/api/operators', { ...DEFAULT_OPERATORS, ...changes })).status).toBe(200);
}

const deposit = (
  payer: Signed,
  amount: number,
  country = 'BJ',
  operator = 'mtn',
): BodyOf<'/api/transactions'> => ({
  type: 'deposit',
  country,
  operator,
  payerPhone: payer.user.phoneNumber,
  amount,
});

function create(who: Signed, body: BodyOf<'/api/transactions'>, key = randomUUID(), language = 'fr') {
  return t
    .as(who, { headers: { 'accept-language': language } })
    .post('/api/transactions', body, { idempotencyKey: key });
}

const levelOne = () => customer(t.deps, { authenticationStatus: 'active' });

describe('the monthly limit of each level', () => {
  it('refuses a payment over level 1’s, saying what is left and how to raise it; level 2 lets it through', async () => {
    const payer = await levelOne();
    expect((await create(payer, deposit(payer, 150_000))).status).toBe(201);
    const key = randomUUID();
    const refused = await create(payer, deposit(payer, 60_000), key);
    expect(refused.status).toBe(422);
    const message = `Ce paiement dépasse le plafond de votre compte (niveau 1)${N}: 200${N}000 F CFA par mois. Il vous reste 50${N}000 F CFA ce mois-ci. Pour payer jusqu’à 2${N}000${N}000 F CFA par mois, envoyez votre pièce d’identité depuis votre profil.`;
    expect(refused.body).toEqual({
      error: 'level_limit_reached',
      message,
      fields: [{ field: 'amount', message }],
      limit: {
        level: 1,
        monthlyMax: 200_000,
        used: 150_000,
        left: 50_000,
        currency: 'XOF',
        resetsAt: Date.UTC(2026, 11, 1),
      },
    });
    expect((await create(payer, deposit(payer, 50_000))).status).toBe(201);
    // Identity verified: the same request (its refusal was not kept under its key) goes through.
    await t.deps.db
      .update(users)
      .set({ authenticationStatus: 'accepted' })
      .where(eq(users.id, payer.user.id));
    expect((await create(payer, deposit(payer, 60_000), key)).status).toBe(201);
  });

  it('says level 2’s in English, with no higher level to reach', async () => {
    const payer = await customer(t.deps, { authenticationStatus: 'accepted' });
    await setOperators({ level2MonthlyMax: 300_000 });
    expect((await create(payer, deposit(payer, 250_000))).status).toBe(201);
    const refused = await create(payer, deposit(payer, 60_000), randomUUID(), 'en');
    expect(errorOf(refused).message).toBe(
      'This payment is over your account’s limit (level 2): 300,000 F CFA a month. You have 50,000 F CFA left this month; the limit starts again on the 1st of the month.',
    );
  });

  it('counts what is under way or succeeded this month, not what failed nor last month’s', async () => {
    const payer = await levelOne();
    expect((await create(payer, deposit(payer, 150_000))).status).toBe(201);
    // Refused by the payer: it takes nothing.
    await t.deps.db
      .update(transactions)
      .set({ statusCode: 450, finished: true })
      .where(eq(transactions.senderId, payer.user.id));
    expect((await create(payer, deposit(payer, 200_000))).status).toBe(201);
    expect((await create(payer, deposit(payer, 100))).status).toBe(422);
    // The next month starts from zero (signed in anew: the session of November has expired).
    t.clock.set(new Date('2026-12-01T00:00:00Z'));
    const apiKey = await signIn(t.deps, payer.user);
    const december = { ...payer, apiKey, bearer: { authorization: `Bearer ${apiKey}` } };
    expect((await create(december, deposit(payer, 199_000))).status).toBe(201);
    t.clock.set(new Date('2026-11-21T09:00:00Z'));
  });

  it('counts F CFA of Gabon (XAF) with those of the UEMOA (XOF), at par', async () => {
    const payer = await customer(t.deps, {
      authenticationStatus: 'active',
      country: 'GA',
      phoneNumber: '+24106123456',
    });
    expect((await create(payer, deposit(payer, 150_000, 'GA', 'airtel'))).status).toBe(201);
    const refused = await create(payer, deposit(payer, 60_000, 'GA', 'airtel'));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ limit: { used: 150_000, left: 50_000 } });
  });

  it('lets one of two payments at once through when both would not fit', async () => {
    const payer = await levelOne();
    const responses = await Promise.all(
      Array.from({ length: 2 }, () => create(payer, deposit(payer, 150_000))),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 422]);
    const rows = await t.deps.db.select().from(transactions).where(eq(transactions.senderId, payer.user.id));
    expect(rows).toHaveLength(1);
  });

  it('shows the level and what is left in GET /api/identity', async () => {
    const payer = await levelOne();
    expect((await create(payer, deposit(payer, 20_000))).status).toBe(201);
    expect((await t.as(payer).get('/api/identity')).body).toMatchObject({
      data: { status: 'active', limit: { level: 1, used: 20_000, left: 180_000 }, canSendDocuments: true },
    });
  });
});
