import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../db/schema.ts';
import { NO_SESSION } from '../testing/expected-errors.ts';
import { customer, master, type Signed, signIn, TEST_PASSWORD } from '../testing/fixtures.ts';
import { latestAudit } from '../testing/records.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';
import { cookieOf, errorOf } from '../testing/test-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'un tout nouveau mot de passe';
const WRONG_CURRENT = { error: 'forbidden', message: 'Le mot de passe actuel est incorrect.' };

function signInWith(signed: Signed, password: string) {
  return t.visitor.post('/api/auth/login', { login: signed.user.email, password });
}

describe('POST /1xpay/api/auth/password', () => {
  it('changes the password and ends every other session of the account, this one staying open', async () => {
    const signed = await customer(t.deps);
    const otherDevice = await signIn(t.deps, signed.user);
    const changed = await t
      .as(signed)
      .post('/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect([changed.status, changed.body]).toEqual([200, { ok: true }]);

    expect((await t.as(signed).get('/api/me')).status).toBe(200);
    const elsewhere = await t.as(otherDevice).get('/api/me');
    expect([elsewhere.status, elsewhere.body]).toEqual([401, NO_SESSION]);
    expect((await signInWith(signed, TEST_PASSWORD)).status).toBe(401);
    expect((await signInWith(signed, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong current password (403, in the caller’s language) and changes nothing', async () => {
    const signed = await customer(t.deps);
    const otherDevice = await signIn(t.deps, signed.user);
    const refused = await t
      .as(signed)
      .post('/api/auth/password', { currentPassword: 'pas le bon', newPassword: NEW_PASSWORD });
    expect([refused.status, refused.body]).toEqual([403, WRONG_CURRENT]);
    const english = await t
      .as(signed)
      .post(
        '/api/auth/password',
        { currentPassword: 'pas le bon', newPassword: NEW_PASSWORD },
        { headers: { 'accept-language': 'en' } },
      );
    expect(errorOf(english).message).toBe('The current password is incorrect.');
    expect((await t.as(otherDevice).get('/api/me')).status).toBe(200);
    expect((await signInWith(signed, TEST_PASSWORD)).status).toBe(200);
  });

  it('names a new password that is too short, and refuses guesses beyond the sign-in limits (429)', async () => {
    const signed = await customer(t.deps);
    const short = await t
      .as(signed)
      .post('/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword: 'court' });
    expect(short.status).toBe(400);
    expect(errorOf(short).fields?.map((field) => field.field)).toEqual(['newPassword']);
    // A stolen session guesses no faster than the sign-in page lets anyone: 10 failures per account and address.
    const guesses: number[] = [];
    for (let guess = 0; guess < 11; guess += 1) {
      const answer = await t
        .as(signed)
        .post('/api/auth/password', { currentPassword: `essai ${guess}`, newPassword: NEW_PASSWORD });
      guesses.push(answer.status);
    }
    expect(guesses).toEqual([...Array(10).fill(403), 429]);
  });

  it('is in the audit log', async () => {
    const signed = await customer(t.deps);
    await t
      .as(signed)
      .post('/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    const boss = await master(t.deps);
    expect(await latestAudit(t, boss)).toMatchObject({
      actorId: signed.user.id,
      action: 'user.password',
      target: `user:${signed.user.id}`,
    });
  });
});

describe('POST /1xpay/api/auth/logout-all', () => {
  it('ends every session of the account, this one included, and clears the cookie', async () => {
    const signed = await customer(t.deps);
    const otherDevice = await signIn(t.deps, signed.user);
    const out = await t
      .as(signed, { via: 'cookie', headers: { origin: TEST_ORIGIN } })
      .post('/api/auth/logout-all');
    expect([out.status, out.body]).toEqual([200, { ok: true }]);
    expect(cookieOf(out, 'apiKey')?.value).toBe('');
    for (const key of [signed, otherDevice]) expect((await t.as(key).get('/api/me')).status).toBe(401);
    expect((await signInWith(signed, TEST_PASSWORD)).status).toBe(200);
  });

  it('forgets every device’s push subscription of the account, not another account’s (decision 047)', async () => {
    const signed = await customer(t.deps);
    const neighbour = await customer(t.deps);
    const subscription = (userId: string, n: number) => ({
      userId,
      endpoint: `https://fcm.googleapis.com/fcm/send/logout-all-${userId}-${n}`,
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    });
    await t.deps.db
      .insert(pushSubscriptions)
      .values([
        subscription(signed.user.id, 1),
        subscription(signed.user.id, 2),
        subscription(neighbour.user.id, 1),
      ]);
    expect((await t.as(signed).post('/api/auth/logout-all')).status).toBe(200);
    const left = await t.deps.db
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, [signed.user.id, neighbour.user.id]));
    expect(left).toEqual([{ userId: neighbour.user.id }]);
  });
});
