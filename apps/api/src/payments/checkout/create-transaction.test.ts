import { randomUUID } from 'node:crypto';
import type { BodyOf } from '@1xpay/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, jobs, transactionEvents, transactions, users } from '../../db/schema.ts';
import { NO_SESSION } from '../../testing/expected-errors.ts';
import {
  customer,
  createTransaction as insertTransaction,
  master,
  type Signed,
  signIn,
} from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { errorOf } from '../../testing/test-client.ts';

let t: TestApp;
let boss: Signed;

beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
  const fees = await t.as(boss).post('/api/fees', {
    fees: [
      { type: 'deposit', country: '*', operator: '*', percent: '1', fixed: 0 },
      { type: 'transfer', country: '*', operator: '*', percent: '2', fixed: 100 },
    ],
    processorFees: [],
  });
  expect(fees.status).toBe(200);
});
afterAll(() => t.close());

type Creation = BodyOf<'/api/transactions'>;

const deposit = (payerPhone: string, amount = 10_000): Creation => ({
  type: 'deposit',
  country: 'BJ',
  operator: 'mtn',
  payerPhone,
  amount,
});

/** POST /api/transactions as `signed`, under a new Idempotency-Key unless one is given. */
function create(signed: Signed | string, body: Creation, idempotencyKey: string = randomUUID()) {
  return t.as(signed).post('/api/transactions', body, { idempotencyKey });
}

async function transactionsOf(signed: Signed) {
  return t.deps.db.select().from(transactions).where(eq(transactions.senderId, signed.user.id));
}

describe('POST /1xpay/api/transactions: creation', () => {
  it('creates a deposit at 201 with its fees, history event and initiation job, visible in history and statuses', async () => {
    const payer = await customer(t.deps, { accountId1xBet: '987654321' });
    const response = await create(payer, deposit(payer.user.phoneNumber));
    expect(response.status).toBe(201);
    const body = response.body;
    expect(body).toEqual({
      reference: expect.stringMatching(/^1XP-\d{6}-[0-9A-F]{8}$/),
      statusCode: 201,
      message: null,
      finished: false,
    });
    const [row] = await transactionsOf(payer);
    expect(row).toMatchObject({
      reference: body.reference,
      type: 'deposit',
      payerPhone: payer.user.phoneNumber,
      accountId1xBet: '987654321',
      amount: 10_000n,
      fees: 100n,
      currency: 'XOF',
      statusCode: 201,
      finished: false,
      processor: 'sandbox',
    });
    const events = await t.deps.db
      .select()
      .from(transactionEvents)
      .where(eq(transactionEvents.reference, body.reference));
    expect(events.map((e) => [e.fromCode, e.toCode, e.source])).toEqual([[null, 201, 'api']]);
    const queued = await t.deps.db.select().from(jobs).where(eq(jobs.kind, 'transaction.initiate'));
    expect(queued.map((job) => job.payload)).toContainEqual({ reference: body.reference });
    const history = await t.visitor.get('/history', {
      query: { apikey: payer.apiKey },
      headers: { 'user-uuid': payer.user.id },
    });
    expect(history.body.map((item) => item.reference)).toEqual([body.reference]);
    const statuses = await t.visitor.post(
      '/statuses',
      { references: [body.reference] },
      { query: { apikey: payer.apiKey } },
    );
    expect(statuses.body[body.reference]).toEqual({
      transactionReference: body.reference,
      statusCode: 201,
      message: null,
      finished: false,
    });
  });

  it('creates a transfer to a number of another country, with that country recorded', async () => {
    const payer = await customer(t.deps);
    const response = await create(payer, {
      type: 'transfer',
      country: 'BJ',
      operator: 'moov',
      payerPhone: payer.user.phoneNumber,
      amount: 5_000,
      beneficiaryPhone: '+225 07 07 12 34 56',
    });
    expect(response.status).toBe(201);
    const [row] = await transactionsOf(payer);
    expect(row).toMatchObject({
      beneficiaryPhone: '+2250707123456',
      beneficiaryCountry: 'CI',
      fees: 200n,
      accountId1xBet: null,
    });
  });
});

describe('POST /1xpay/api/transactions: what the beneficiary receives', () => {
  it('fixes, at creation, what a transfer across currencies delivers; later rates change nothing', async () => {
    const gabon = (rate: string) => ({ countries: [{ countryCode: 'GA', currency: 'XAF', rate }] });
    expect((await t.as(boss).post('/api/rates', gabon('1.0025'))).status).toBe(200);
    const payer = await customer(t.deps);
    const toGabon = await create(payer, {
      type: 'transfer',
      country: 'BJ',
      operator: 'moov',
      payerPhone: payer.user.phoneNumber,
      amount: 25_000,
      beneficiaryPhone: '+241 74 12 34 56',
    });
    expect(toGabon.status).toBe(201);
    const quoted = await t.as(payer).get('/api/quote', {
      query: { type: 'transfer', country: 'BJ', operator: 'moov', amount: '25000', beneficiaryCountry: 'GA' },
    });
    // The figures the customer was quoted are the ones kept: 25 000 XOF × 1.0025, rounded down.
    expect(quoted.body).toMatchObject({ receivedAmount: 25_062, receivedCurrency: 'XAF', rate: '1.0025' });
    const [row] = await transactionsOf(payer);
    expect(row).toMatchObject({ receivedAmount: 25_062n, receivedCurrency: 'XAF', rate: '1.0025' });

    expect((await t.as(boss).post('/api/rates', gabon('2'))).status).toBe(200);
    const detail = await t.as(payer).get(`/api/transactions/${toGabon.body.reference}`);
    expect(detail.body.transaction).toMatchObject({
      amount: 25_000,
      currency: 'XOF',
      receivedAmount: 25_062,
      receivedCurrency: 'XAF',
      rate: '1.0025',
    });
    expect((await t.as(boss).post('/api/rates', { countries: [] })).status).toBe(200);
  });

  it('keeps the §7 shape of a transfer in one currency: nothing more than before', async () => {
    const payer = await customer(t.deps);
    const toTogo = await create(payer, {
      type: 'transfer',
      country: 'BJ',
      operator: 'moov',
      payerPhone: payer.user.phoneNumber,
      amount: 25_000,
      beneficiaryPhone: '+228 90 12 34 56',
    });
    expect(toTogo.status).toBe(201);
    const history = await t.visitor.get('/history', {
      query: { apikey: payer.apiKey },
      headers: { 'user-uuid': payer.user.id },
    });
    expect(Object.keys(history.body[0] ?? {})).not.toContain('receivedAmount');
    const [row] = await transactionsOf(payer);
    expect(row).toMatchObject({ receivedAmount: null, receivedCurrency: null, rate: null });
  });
});

describe('POST /1xpay/api/transactions: idempotency', () => {
  it('replays the stored answer for the same key and body, creating nothing more', async () => {
    const payer = await customer(t.deps);
    const key = randomUUID();
    const first = await create(payer, deposit(payer.user.phoneNumber, 7_000), key);
    const again = await create(payer, deposit(payer.user.phoneNumber, 7_000), key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await transactionsOf(payer)).toHaveLength(1);
  });

  it('refuses the same key with another body (422), and scopes keys per user', async () => {
    const payer = await customer(t.deps);
    const key = randomUUID();
    await create(payer, deposit(payer.user.phoneNumber, 7_000), key);
    const other = await create(payer, deposit(payer.user.phoneNumber, 8_000), key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      error: 'idempotency_key_reused',
      message: 'Cette clé Idempotency-Key a déjà servi pour une autre requête : utilisez une nouvelle clé.',
    });
    const someoneElse = await customer(t.deps);
    expect((await create(someoneElse, deposit(someoneElse.user.phoneNumber, 7_000), key)).status).toBe(201);
  });

  it('answers 409 while a key is claimed in flight by an earlier version of the server, and takes over a dead claim', async () => {
    // That version committed its claim before its work (decision 036 stores the key with the work instead).
    const payer = await customer(t.deps);
    const body = deposit(payer.user.phoneNumber, 6_000);
    const key = randomUUID();
    const { fingerprintOf } = await import('./idempotency.ts');
    const fingerprint = fingerprintOf('POST /api/transactions', { ...body });
    await t.deps.db
      .insert(idempotencyKeys)
      .values({ userId: payer.user.id, key, fingerprint, lockedAt: t.clock.now() });
    const busy = await create(payer, body, key);
    expect(busy.status).toBe(409);
    expect(errorOf(busy).error).toBe('conflict');
    t.clock.advance(61_000);
    const recovered = await create(payer, body, key);
    expect(recovered.status).toBe(201);
    expect(await transactionsOf(payer)).toHaveLength(1);
  });

  it('creates exactly one transaction from 100 concurrent identical requests', async () => {
    const payer = await customer(t.deps);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => create(payer, deposit(payer.user.phoneNumber, 4_000), key)),
    );
    // Those sent while the first ran waited for it and replay its answer (decision 036).
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((answer) => answer.body.reference)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(99);
    expect(await transactionsOf(payer)).toHaveLength(1);
  });

  it('creates one of 20 concurrent payments of the same amount from one number, and refuses the others (408)', async () => {
    const payer = await customer(t.deps);
    // Each with its own key: only the payer's lock keeps two of them from both seeing none in progress.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => create(payer, deposit(payer.user.phoneNumber, 4_500))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    for (const answer of refused)
      expect(answer.body).toMatchObject({ error: 'payment_refused', statusCode: 408 });
    expect(refused).toHaveLength(19);
    expect(await transactionsOf(payer)).toHaveLength(1);
  });

  it('requires the Idempotency-Key header, and a session', async () => {
    const payer = await customer(t.deps);
    const missing = await t.as(payer).post('/api/transactions', deposit(payer.user.phoneNumber));
    expect(missing.status).toBe(400);
    expect(errorOf(missing).message).toBe('Le champ « idempotency-key » est obligatoire.');
    const visitor = await t.visitor.post('/api/transactions', deposit(payer.user.phoneNumber), {
      idempotencyKey: 'k',
    });
    expect(visitor.body).toEqual(NO_SESSION);
  });
});

describe('POST /1xpay/api/transactions: §8 refusals create nothing', () => {
  async function expectRefusal(signed: Signed, payload: Creation, statusCode: number, message: string) {
    const before = (await transactionsOf(signed)).length;
    const key = randomUUID();
    const response = await create(signed, payload, key);
    expect(response.status, `${statusCode}`).toBe(422);
    expect(response.body).toEqual({ error: 'payment_refused', statusCode, message });
    expect((await transactionsOf(signed)).length).toBe(before);
    // The same request again gets the same answer.
    const replay = await create(signed, payload, key);
    expect(replay.body).toEqual(response.body);
  }

  it('402: a payer number that is invalid or of another country', async () => {
    const payer = await customer(t.deps);
    await expectRefusal(payer, deposit('+22997000000'), 402, 'Votre numéro est invalide.');
    await expectRefusal(payer, deposit('+221771234567'), 402, 'Votre numéro est invalide.');
  });

  it('406: a number that is not a mobile line', async () => {
    const payer = await customer(t.deps);
    await expectRefusal(payer, deposit('+2290121300000'), 406, 'Numéro non relié à un compte mobile money.');
  });

  it('403 and 401: a bad or missing beneficiary, a deposit without betting account', async () => {
    const payer = await customer(t.deps);
    const transfer: Creation = {
      type: 'transfer',
      country: 'BJ',
      operator: 'mtn',
      payerPhone: payer.user.phoneNumber,
      amount: 1_000,
    };
    await expectRefusal(
      payer,
      { ...transfer, beneficiaryPhone: '+225 12' },
      403,
      'Numéro du bénéficiaire invalide.',
    );
    await expectRefusal(
      payer,
      { ...transfer, beneficiaryPhone: '+2250707123456', beneficiaryCountry: 'SN' },
      403,
      'Numéro du bénéficiaire invalide.',
    );
    await expectRefusal(payer, transfer, 401, 'Informations de transaction incomplètes.');
    const noAccount = await customer(t.deps, { accountId1xBet: null });
    await expectRefusal(
      noAccount,
      deposit(noAccount.user.phoneNumber),
      401,
      'Informations de transaction incomplètes.',
    );
  });

  it('410, 411 and 462: the operator limits and support of the configuration', async () => {
    const payer = await customer(t.deps);
    await expectRefusal(
      payer,
      deposit(payer.user.phoneNumber, 50),
      410,
      'Le montant est inférieur au minimum requis.',
    );
    await expectRefusal(
      payer,
      deposit(payer.user.phoneNumber, 2_000_001),
      411,
      'Le montant est supérieur au maximum autorisé.',
    );
    await expectRefusal(
      payer,
      { ...deposit(payer.user.phoneNumber), operator: 'wave' },
      462,
      'Opérateur non pris en charge.',
    );
    await expectRefusal(
      payer,
      { ...deposit(payer.user.phoneNumber), country: 'GH', operator: 'mtn' },
      462,
      'Pays non pris en charge.',
    );
  });

  it('408: the same amount already in progress from this number', async () => {
    const payer = await customer(t.deps);
    expect((await create(payer, deposit(payer.user.phoneNumber, 3_000))).status).toBe(201);
    await expectRefusal(
      payer,
      deposit(payer.user.phoneNumber, 3_000),
      408,
      'Une transaction du même montant sur ce compte est déjà en cours.',
    );
    expect((await create(payer, deposit(payer.user.phoneNumber, 3_100))).status).toBe(201);
  });

  it('409: the beneficiary would pass their monthly maximum', async () => {
    const payer = await customer(t.deps);
    const beneficiary = '+2250707999999';
    // Received from someone else (the payer's own month stays under its level's limit).
    await insertTransaction(t.deps, (await customer(t.deps)).user, {
      type: 'transfer',
      beneficiaryPhone: beneficiary,
      amount: 4_999_000n,
      statusCode: 200,
      finished: true,
    });
    const transfer = {
      type: 'transfer',
      country: 'BJ',
      operator: 'mtn',
      payerPhone: payer.user.phoneNumber,
      beneficiaryPhone: beneficiary,
    } as const;
    await expectRefusal(
      payer,
      { ...transfer, amount: 1_001 },
      409,
      'Le bénéficiaire a atteint le montant maximum recevable autorisé par mois.',
    );
    expect((await create(payer, { ...transfer, amount: 1_000 })).status).toBe(201);
  });

  it('413: five failed payments in 24 hours', async () => {
    const payer = await customer(t.deps);
    for (const statusCode of [404, 450, 451, 460, 505]) {
      await insertTransaction(t.deps, payer.user, { statusCode, finished: true, updatedAt: t.clock.now() });
    }
    await expectRefusal(
      payer,
      deposit(payer.user.phoneNumber, 2_000),
      413,
      'Le nombre maximal de paiements échoués est atteint ; réessayez dans 24 h.',
    );
    t.clock.advance(86_400_000 + 1000);
    // A day later the session has expired too: the customer signs in again.
    const later = await signIn(t.deps, payer.user);
    expect((await create(later, deposit(payer.user.phoneNumber, 2_000))).status).toBe(201);
  });

  it('answers in English on request', async () => {
    const payer = await customer(t.deps);
    const response = await t.as(payer).post('/api/transactions', deposit(payer.user.phoneNumber, 50), {
      idempotencyKey: randomUUID(),
      headers: { 'accept-language': 'en' },
    });
    expect(response.body).toEqual({
      error: 'payment_refused',
      statusCode: 410,
      message: 'The amount is below the minimum required.',
    });
  });

  it('403 for a blocked or suspended account, which may still sign in', async () => {
    for (const status of ['blocked', 'transactionSuspended'] as const) {
      const payer = await customer(t.deps, { authenticationStatus: status });
      const response = await create(payer, deposit(payer.user.phoneNumber));
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        error: 'forbidden',
        message: 'Votre compte ne permet pas de transaction pour le moment : contactez le service client.',
      });
      expect(await transactionsOf(payer)).toHaveLength(0);
    }
  });

  it('lets a customer whose documents wait for review pay, at level 1', async () => {
    const payer = await customer(t.deps, { authenticationStatus: 'waitForInfoCompletion' });
    expect((await create(payer, deposit(payer.user.phoneNumber))).status).toBe(201);
  });

  it('lets the same request through once the account is unlocked: the refusal is not kept under its key', async () => {
    const payer = await customer(t.deps, { authenticationStatus: 'blocked', statusBeforeLock: 'accepted' });
    const idempotencyKey = randomUUID();
    const body = deposit(payer.user.phoneNumber);
    const refused = await t.as(payer).post('/api/transactions', body, { idempotencyKey });
    expect(refused.status).toBe(403);
    // Unlocked as lockOrAllowUser does it (the payer's session survives an unlock).
    await t.deps.db
      .update(users)
      .set({ authenticationStatus: 'accepted', statusBeforeLock: null })
      .where(eq(users.id, payer.user.id));
    const created = await t.as(payer).post('/api/transactions', body, { idempotencyKey });
    expect(created.status).toBe(201);
    expect(await transactionsOf(payer)).toHaveLength(1);
  });

  it('never creates a transaction for a refused request: counts stay put', async () => {
    const [before] = await t.deps.db.select({ n: count() }).from(transactions);
    const payer = await customer(t.deps);
    await create(payer, deposit('+22997000000'));
    await create(payer, deposit(payer.user.phoneNumber, 1));
    const [after] = await t.deps.db.select({ n: count() }).from(transactions);
    expect(after?.n).toBe(before?.n);
  });
});
