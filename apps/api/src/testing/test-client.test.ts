import { randomUUID } from 'node:crypto';
import { unchecked } from '@1xpay/contract';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { NO_SESSION } from './expected-errors.ts';
import { customer, type Signed, TEST_PASSWORD } from './fixtures.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './test-app.ts';
import { cookieOf, cookiesOf, errorOf } from './test-client.ts';

let t: TestApp;
let payer: Signed;
beforeAll(async () => {
  t = await createTestApp();
  payer = await customer(t.deps, { phoneNumber: '+2290196123456' });
});
afterAll(() => t.close());

describe('the typed test client', () => {
  it('calls the API as a signed-in user and types the answer by path', async () => {
    const me = await t.as(payer).get('/api/me');
    expect(me.status).toBe(200);
    expectTypeOf(me.body.uuid).toEqualTypeOf<string>();
    expect(me.body.uuid).toBe(payer.user.id);

    const created = await t
      .as(payer)
      .post(
        '/api/transactions',
        { type: 'deposit', country: 'BJ', operator: 'mtn', payerPhone: '+2290196123456', amount: 5_000 },
        { idempotencyKey: randomUUID() },
      );
    expect(created.status).toBe(201);
    expectTypeOf(created.body.reference).toEqualTypeOf<string>();
    expect(created.body).toMatchObject({ statusCode: 201, finished: false });
  });

  it('fills path parameters, sends queries and presents the session as a cookie', async () => {
    const history = await t
      .as(payer, { via: 'cookie' })
      .get('/history', { headers: { 'user-uuid': payer.user.id } });
    expect(history.status).toBe(200);
    expectTypeOf(history.body).toBeArray();

    const reference = history.body[0]?.reference;
    expect(reference).toMatch(/^1XP-/);
    // Not yet on the customer's phone (no job ran): the sandbox says so.
    const early = await t.as(payer).post(`/sandbox/transactions/${reference}/approve`);
    expect(early.status).toBe(409);
    expectTypeOf(early.body.statusCode).toEqualTypeOf<number>();

    const quote = await t.as(payer).get('/api/quote', {
      query: { type: 'deposit', country: 'BJ', operator: 'mtn', amount: '5000' },
    });
    expect(quote.status).toBe(200);
  });

  it('sends a deliberately broken body and answers errors as they come', async () => {
    const refused = await t.visitor.post('/api/auth/login', unchecked({ login: 42 }), {
      headers: { origin: TEST_ORIGIN },
    });
    expect(refused.status).toBe(400);
    expect(await t.visitor.get('/api/me')).toMatchObject({ status: 401, body: NO_SESSION });
  });

  it('sends a JSON body of null, 0 or false as that JSON value, not as no body', async () => {
    for (const body of [null, 0, false]) {
      const refused = await t.visitor.post('/api/auth/login', unchecked(body), {
        headers: { origin: TEST_ORIGIN },
      });
      expect(refused.status).toBe(400);
      expect(errorOf(refused).message).toBe('La requête doit être un objet.');
    }
  });

  it('reads the cookies an answer sets, a refusal as an error and the bytes, and sends any method', async () => {
    const login = await t.visitor.post('/api/auth/login', {
      login: payer.user.email,
      password: TEST_PASSWORD,
    });
    expect(cookiesOf(login).map((cookie) => cookie.name)).toEqual(['apiKey']);
    expect(cookieOf(login, 'apiKey')).toMatchObject({ value: login.body.apiKey, httpOnly: true, path: '/' });
    const refused = await t.visitor.get('/api/me');
    expect(errorOf(refused)).toEqual(NO_SESSION);
    expect(Buffer.from(refused.bytes).toString()).toBe(refused.text);
    const preflight = await t.visitor.send({
      method: 'OPTIONS',
      path: '/api/me',
      headers: { origin: TEST_ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
  });

  it('refuses at compile time a path the API does not have, or a body of the wrong shape', () => {
    // @ts-expect-error: no such call
    expectTypeOf(t.visitor.get).toBeCallableWith('/api/nope');
    // @ts-expect-error: amount is a number of minor units, not text
    expectTypeOf(t.visitor.post<'/api/transactions'>).toBeCallableWith('/api/transactions', { amount: '5' });
  });
});
