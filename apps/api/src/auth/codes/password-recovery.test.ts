import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, phoneCodes, pushSubscriptions } from '../../db/schema.ts';
import { createUser, signIn, TEST_PASSWORD } from '../../testing/fixtures.ts';
import { lastCode } from '../../testing/sms-codes.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cookieOf, errorOf } from '../../testing/test-client.ts';
import { CODE_RULES } from './phone-codes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

beforeEach(() => {
  t.clock.advance(2 * CODE_RULES.perNumberWindowMs);
});

const NEW_PASSWORD = 'un tout nouveau mot de passe';
/** A number no account has. */
const NOBODYS = '+2290197999001';

/** What an answer says, without what differs on every request (its id, its date). */
function answer(response: { status: number; body: unknown; headers: Record<string, unknown> }) {
  const { 'x-request-id': _id, date: _date, ...headers } = response.headers;
  return { status: response.status, body: response.body, headers };
}

describe('« Mot de passe oublié ? »', () => {
  it('code by SMS, then a new password: every session ended, push forgotten, a new session here, audited', async () => {
    const user = await createUser(t.deps);
    const oldSession = await signIn(t.deps, user);
    const otherDevice = await signIn(t.deps, user);
    await t.deps.db.insert(pushSubscriptions).values({
      userId: user.id,
      endpoint: 'https://fcm.googleapis.com/fcm/send/recovery',
      p256dh: 'B'.repeat(87),
      auth: 'A'.repeat(22),
    });
    const asked = await t.visitor.post('/api/auth/recovery/code', { phoneNumber: user.phoneNumber });
    expect(asked.body).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });
    const [sms] = t.sms.messages(user.phoneNumber);
    expect(sms?.text).toMatch(/^1xpay : code \d{6} pour choisir un nouveau mot de passe\./);

    const verified = await t.visitor.post('/api/auth/recovery/verify', {
      phoneNumber: user.phoneNumber,
      code: lastCode(t.sms, user.phoneNumber),
    });
    expect(verified.status).toBe(200);
    const { resetToken } = verified.body;
    expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const tooShort = await t.visitor.post('/api/auth/recovery/password', {
      resetToken,
      newPassword: 'court',
    });
    expect([tooShort.status, errorOf(tooShort).fields?.[0]?.field]).toEqual([400, 'newPassword']);
    const reset = await t.visitor.post('/api/auth/recovery/password', {
      resetToken,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect(reset.body.uuid).toBe(user.id);
    expect(cookieOf(reset, 'apiKey')?.value).toBe(reset.body.apiKey);

    expect((await t.as(oldSession).get('/api/me')).status).toBe(401);
    expect((await t.as(otherDevice).get('/api/me')).status).toBe(401);
    expect((await t.as(reset.body.apiKey).get('/api/me')).status).toBe(200);
    expect(
      await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)),
    ).toEqual([]);
    const oldPassword = await t.visitor.post('/api/auth/login', {
      login: user.email,
      password: TEST_PASSWORD,
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await t.visitor.post('/api/auth/login', {
      login: user.email,
      password: NEW_PASSWORD,
    });
    expect(newPassword.status).toBe(200);
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.password.recover'), eq(auditLog.target, `user:${user.id}`)));
    expect([audit?.actorId, audit?.after]).toEqual([
      user.id,
      { sessionsEnded: 2, pushSubscriptionsRemoved: 1, by: 'sms' },
    ]);

    // Replayed: the token sets a password once, the code gives a token once.
    const again = await t.visitor.post('/api/auth/recovery/password', {
      resetToken,
      newPassword: 'encore un autre',
    });
    expect([again.status, errorOf(again).error]).toEqual([400, 'bad_request']);
    const codeAgain = await t.visitor.post('/api/auth/recovery/verify', {
      phoneNumber: user.phoneNumber,
      code: lastCode(t.sms, user.phoneNumber),
    });
    expect(codeAgain.status).toBe(400);
  });

  it('answers a number without an account exactly as one with an account, and sends it nothing', async () => {
    const user = await createUser(t.deps);
    const ip = { remoteAddress: '203.0.113.50' };
    const known = await t.as(null, ip).post('/api/auth/recovery/code', { phoneNumber: user.phoneNumber });
    const unknown = await t.as(null, ip).post('/api/auth/recovery/code', { phoneNumber: NOBODYS });
    expect(answer(unknown)).toEqual(answer(known));
    expect(known.status).toBe(200);
    expect(t.sms.messages(NOBODYS)).toEqual([]);
    expect(t.sms.messages(user.phoneNumber)).toHaveLength(1);
    // A row is kept either way (the same throttles), with no code anyone was sent.
    expect(await t.deps.db.select().from(phoneCodes).where(eq(phoneCodes.phoneNumber, NOBODYS))).toHaveLength(
      1,
    );

    const right = lastCode(t.sms, user.phoneNumber);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let attempt = 1; attempt <= CODE_RULES.maxTries; attempt += 1) {
      const a = await t
        .as(null, ip)
        .post('/api/auth/recovery/verify', { phoneNumber: user.phoneNumber, code: wrong });
      const b = await t.as(null, ip).post('/api/auth/recovery/verify', { phoneNumber: NOBODYS, code: wrong });
      expect(answer(b), `try ${attempt}`).toEqual(answer(a));
      expect(a.status).toBe(attempt < CODE_RULES.maxTries ? 400 : 429);
    }

    // Asked again within 60 s: the same 429 for both.
    const soonKnown = await t.as(null, ip).post('/api/auth/recovery/code', { phoneNumber: user.phoneNumber });
    const soonUnknown = await t.as(null, ip).post('/api/auth/recovery/code', { phoneNumber: NOBODYS });
    expect(soonKnown.status).toBe(429);
    expect(answer(soonUnknown)).toEqual(answer(soonKnown));
    // A code for a number without an account never verifies, whatever is typed (no one was sent one).
    t.clock.advance(CODE_RULES.resendAfterMs);
    await t.as(null, ip).post('/api/auth/recovery/code', { phoneNumber: NOBODYS });
    const none = await t
      .as(null, ip)
      .post('/api/auth/recovery/verify', { phoneNumber: NOBODYS, code: '000000' });
    expect(none.status).toBe(400);
  });

  it('throttles per client address: 100 codes an hour over every number, then 429', async () => {
    const from = t.as(null, { remoteAddress: '203.0.113.77' });
    for (let index = 0; index < CODE_RULES.perIp; index += 1) {
      const asked = await from.post('/api/auth/recovery/code', {
        phoneNumber: `+2290197${String(500_000 + index)}`,
      });
      expect(asked.status, `code ${index + 1}`).toBe(200);
    }
    const refused = await from.post('/api/auth/recovery/code', { phoneNumber: '+2290197600000' });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    // Another address is not held back.
    const other = await t.as(null, { remoteAddress: '203.0.113.78' }).post('/api/auth/recovery/code', {
      phoneNumber: '+2290197600000',
    });
    expect(other.status).toBe(200);
  });

  it('refuses a reset token past its 10 minutes', async () => {
    const user = await createUser(t.deps);
    await t.visitor.post('/api/auth/recovery/code', { phoneNumber: user.phoneNumber });
    const { resetToken } = (
      await t.visitor.post('/api/auth/recovery/verify', {
        phoneNumber: user.phoneNumber,
        code: lastCode(t.sms, user.phoneNumber),
      })
    ).body;
    t.clock.advance(CODE_RULES.resetLifetimeMs);
    const late = await t.visitor.post('/api/auth/recovery/password', {
      resetToken,
      newPassword: NEW_PASSWORD,
    });
    expect(errorOf(late)).toEqual({
      error: 'bad_request',
      message:
        'Le délai pour choisir un nouveau mot de passe est passé, ou il a déjà été choisi\u202f: recommencez avec un nouveau code.',
    });
  });
});
