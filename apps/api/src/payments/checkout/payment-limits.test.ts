import { randomUUID } from 'node:crypto';
import { type BodyOf, type OperatorsConfig, PAYMENT_LIMIT_BOUNDS } from '@1xpay/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATORS } from '../../catalogue/default-operators.ts';
import { moveTransaction } from '../../common/transitions.ts';
import { transactions } from '../../db/schema.ts';
import { customer, master, type Signed } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { errorOf } from '../../testing/test-client.ts';

// Issue 31: no one account can multiply the work. An account has at most maxWaitingPayments payments waiting for
// approval at once, creates at most maxPaymentsPerHour in an hour, and pays from at most maxPayerNumbersPerDay
// numbers in 24 h (the operators configuration); past one, 429 with Retry-After and the message at the field.

let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  // Remembered: the tests move the clock by hours.
  boss = await master(t.deps, { rememberMe: true });
});
afterAll(() => t.close());
afterEach(() => setLimits({}));

const HOUR_MS = 3_600_000;
const N = '\u202f';

/** The operators configuration with these limits (the others as at start). */
async function setLimits(limits: Partial<OperatorsConfig>) {
  const saved = await t.as(boss).post('/api/operators', { ...DEFAULT_OPERATORS, ...limits });
  expect(saved.status).toBe(200);
}

let numbers = 0;
/** A Beninese mobile number no other test uses. */
function newNumber(): string {
  numbers += 1;
  return `+2290197${String(numbers).padStart(6, '0')}`;
}

const deposit = (payerPhone: string, amount = 5_000): BodyOf<'/api/transactions'> => ({
  type: 'deposit',
  country: 'BJ',
  operator: 'mtn',
  payerPhone,
  amount,
});

function create(who: Signed, body: BodyOf<'/api/transactions'>, key = randomUUID(), language = 'fr') {
  return t
    .as(who, { headers: { 'accept-language': language } })
    .post('/api/transactions', body, { idempotencyKey: key });
}

async function countOf(who: Signed) {
  return (await t.deps.db.select().from(transactions).where(eq(transactions.senderId, who.user.id))).length;
}

/** The payment ends (refused by the payer): it no longer waits for approval. */
async function end(reference: string) {
  await t.deps.db.transaction((tx) =>
    moveTransaction(tx, { reference, to: 451, source: 'system', now: t.clock.now() }),
  );
}

describe('payments waiting for approval at once', () => {
  it('refuses a fourth at the payer field with 429 and Retry-After, keeps no refusal under the key, and replays a created one', async () => {
    const payer = await customer(t.deps);
    const phone = newNumber();
    const keys = [randomUUID(), randomUUID(), randomUUID()];
    const created = [];
    for (const [index, key] of keys.entries()) {
      const response = await create(payer, deposit(phone, 1_000 + index), key);
      expect(response.status).toBe(201);
      created.push(response.body.reference);
    }

    const fourthKey = randomUUID();
    const refused = await create(payer, deposit(phone, 2_000), fourthKey);
    expect(refused.status).toBe(429);
    // The first waiting payment's deadline is 15 min away, but the customer may end one at any moment: 60 s.
    expect(refused.headers['retry-after']).toBe('60');
    const message = `Vous avez déjà 3 paiements en attente de validation${N}: validez-en ou refusez-en un sur le téléphone payeur, ou attendez son expiration, puis réessayez.`;
    expect(refused.body).toEqual({
      error: 'too_many_requests',
      message: expect.any(String),
      fields: [{ field: 'payerPhone', message: expect.any(String) }],
    });
    expect(errorOf(refused).message).toBe(message);
    expect(await countOf(payer)).toBe(3);

    // The replay of a payment already created is never refused by a limit.
    const replay = await create(payer, deposit(phone, 1_000), keys[0]);
    expect([replay.status, replay.headers['idempotent-replayed'], replay.body.reference]).toEqual([
      201,
      'true',
      created[0],
    ]);

    // Once one ends, the refused request goes through under its own key: its refusal was not kept.
    await end(created[1] as string);
    expect((await create(payer, deposit(phone, 2_000), fourthKey)).status).toBe(201);
    expect(await countOf(payer)).toBe(4);
  });

  it('lets no more than 3 through when 12 arrive at once', async () => {
    const payer = await customer(t.deps);
    const phone = newNumber();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => create(payer, deposit(phone, 3_000 + index))),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status !== 201)).toEqual(Array.from({ length: 9 }, () => 429));
    expect(await countOf(payer)).toBe(3);
  });

  it('answers in English on request', async () => {
    await setLimits({ maxWaitingPayments: 1 });
    const payer = await customer(t.deps);
    const phone = newNumber();
    expect((await create(payer, deposit(phone, 1_000))).status).toBe(201);
    const refused = await create(payer, deposit(phone, 1_001), randomUUID(), 'en');
    expect(refused.status).toBe(429);
    expect(errorOf(refused).message).toBe(
      'You already have 1 payment waiting for approval: approve or refuse one on the paying phone, or wait until it expires, then try again.',
    );
  });
});

describe('payments per hour', () => {
  it('refuses past the hour’s maximum, Retry-After until the oldest is an hour old, at the amount field', async () => {
    await setLimits({ maxPaymentsPerHour: 2 });
    const payer = await customer(t.deps);
    const phone = newNumber();
    for (const amount of [1_000, 1_001]) {
      const response = await create(payer, deposit(phone, amount));
      expect(response.status).toBe(201);
      await end(response.body.reference);
      t.clock.advance(10 * 60_000);
    }
    const refused = await create(payer, deposit(phone, 1_002));
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe(String((HOUR_MS - 20 * 60_000) / 1000));
    expect(errorOf(refused).fields).toEqual([{ field: 'amount', message: errorOf(refused).message }]);
    expect(errorOf(refused).message).toBe(
      `Vous avez fait 2 paiements dans l’heure, le maximum${N}: réessayez dans 40${N}min.`,
    );

    t.clock.advance(HOUR_MS - 20 * 60_000);
    expect((await create(payer, deposit(phone, 1_002))).status).toBe(201);
  });
});

describe('payer numbers per day', () => {
  it('refuses a fourth number in 24 h at the payer field, and takes a number already used', async () => {
    await setLimits({ maxWaitingPayments: 20 });
    const payer = await customer(t.deps);
    const phones = [newNumber(), newNumber(), newNumber()];
    // 50 minutes apart (a customer's session lasts an hour without a request).
    for (const phone of phones) {
      expect((await create(payer, deposit(phone))).status).toBe(201);
      t.clock.advance(50 * 60_000);
    }
    // The first number is used again: the second one's last use is now the oldest.
    expect((await create(payer, deposit(phones[0] as string, 6_000))).status).toBe(201);

    const refused = await create(payer, deposit(newNumber()));
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe(String((24 * HOUR_MS - 100 * 60_000) / 1000));
    expect(errorOf(refused).fields).toEqual([{ field: 'payerPhone', message: errorOf(refused).message }]);
    expect(errorOf(refused).message).toBe(
      `Vous avez payé depuis 3 numéros différents en 24${N}h, le maximum${N}: payez depuis un numéro déjà utilisé, ou réessayez dans 23${N}h.`,
    );
    expect((await create(payer, deposit(phones[2] as string, 7_000))).status).toBe(201);
  });
});

describe('the limits in the operators configuration', () => {
  it('start at 3 waiting, 20 an hour and 3 numbers a day, and refuse values out of bounds at their field', async () => {
    const read = await t.as(boss).get('/api/operators');
    expect(read.body).toMatchObject({
      maxWaitingPayments: 3,
      maxPaymentsPerHour: 20,
      maxPayerNumbersPerDay: 3,
    });
    for (const [field, value] of [
      ['maxWaitingPayments', 0],
      ['maxPaymentsPerHour', PAYMENT_LIMIT_BOUNDS.maxPaymentsPerHour.max + 1],
      ['maxPayerNumbersPerDay', 1.5],
    ] as const) {
      const refused = await t.as(boss).post('/api/operators', { ...DEFAULT_OPERATORS, [field]: value });
      expect(refused.status).toBe(400);
      expect(errorOf(refused).fields?.map((item) => item.field)).toEqual([field]);
    }
  });
});
